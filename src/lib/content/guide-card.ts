/**
 * What a hub card shows of a guide, as plain data: the same card renders on
 * the static hub and inside the hub filters island.
 */
import type { Guide } from './records.ts';
import { formatDate, isoDate } from '../shared/format.ts';
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
  /**
   * The review date as the page's language writes it (Thai: Buddhist era), written at build: the island then makes no
   * date formatter while it hydrates (a page's first Intl formatter loads the locale's data, tens of ms on a phone).
   */
  updatedText: string;
}

/**
 * What a guide card and the hub filters say around the guides' own words ({n}, {shown}, {total}, {title} are filled
 * in). English here, the default of the card and the island; another language's come from its dictionary as props.
 */
export const englishCardWords = {
  verified: 'Verified Guide',
  sourceOne: '{n} official source',
  sourceMany: '{n} official sources',
  purposes: 'Purposes',
  more: '+{n} more',
  updated: 'Updated',
  by: 'by Editorial Team',
  read: 'Read Guide',
  readLabel: 'Read Guide: {title}',
};
export type GuideCardWords = typeof englishCardWords;

export const englishFilterWords = {
  form: 'Filter guides',
  search: 'Search guides',
  placeholder: 'Title or description',
  category: 'Category',
  purpose: 'Purpose',
  all: 'All',
  count: '{shown} of {total} guides',
  none: 'No guides found',
};
export type HubFilterWords = typeof englishFilterWords;

/** `{name}`s of a card or filter text filled in. */
export const fillWords = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

/** The date a guide's figures were last checked: banking articles carry `updated`, the rest `last_reviewed`. */
export const reviewedOn = (guide: Pick<Guide, 'updated' | 'last_reviewed'>): Date =>
  guide.updated ?? guide.last_reviewed;

export function guideCard(guide: Guide): GuideCardData {
  const { card } = sectionById(guide.section);
  const category = card.category ? guide.category : undefined;
  const updated = isoDate(reviewedOn(guide));
  return {
    title: guide.title,
    href: guide.path,
    description: guide.description,
    category,
    icon: (category && card.categoryIcons[category]) || card.defaultIcon,
    purpose: card.purpose ? guide.purpose : [],
    sourceCount: officialSourceCount(guide.sources.map((s) => s.url)),
    updated,
    updatedText: formatDate(new Date(`${updated}T00:00:00Z`)),
  };
}
