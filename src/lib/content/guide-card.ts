/**
 * What a hub card shows of a guide, as plain data: the same card renders on
 * the static hub and inside the hub filters island.
 */
import type { Guide } from './records.ts';
import { isoDate } from '../shared/format.ts';
import { sectionById } from '../site/sections.ts';
import type { IconName } from '../site/icons.ts';
import { officialSourceCount } from './source-kind.ts';

export interface GuideCardData {
  title: string;
  href: string;
  description: string;
  /** Shown only in sections whose cards show a category. */
  category?: string;
  icon: IconName;
  purpose: string[];
  /** Official sources only (see source-kind.ts); other sources are listed on the guide but not counted. */
  sourceCount: number;
  /** YYYY-MM-DD of the last review. */
  updated: string;
}

/** The date a guide's figures were last checked: banking articles carry `updated`, the rest `last_reviewed`. */
export const reviewedOn = (guide: Pick<Guide, 'updated' | 'last_reviewed'>): Date => guide.updated ?? guide.last_reviewed;

export function guideCard(guide: Guide): GuideCardData {
  const { card } = sectionById(guide.section);
  const category = card.category ? guide.category : undefined;
  return {
    title: guide.title,
    href: guide.path,
    description: guide.description,
    category,
    icon: (category && card.categoryIcons[category]) || card.defaultIcon,
    purpose: card.purpose ? guide.purpose : [],
    sourceCount: officialSourceCount(guide.sources.map((s) => s.url)),
    updated: isoDate(reviewedOn(guide)),
  };
}
