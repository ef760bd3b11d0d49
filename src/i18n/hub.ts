/**
 * What a section hub in a language other than English lists (src/templates/SectionHub.astro): its translated guides
 * as cards in the language (category and purposes by the dictionary, the icon after the English category, the date
 * in the language's calendar), the section's guides still in English, its blocks (content/{locale}/hubs/{section}.yaml)
 * and whether its list is filtered as the English hub's is. Build only: it reads the content collections.
 */
import { getGuides, type Guide } from '../lib/content/content.ts';
import { guideCard, reviewedOn, type GuideCardData } from '../lib/content/guide-card.ts';
import type { HubExtras } from '../lib/content/schemas.ts';
import {
  getThaiGuides,
  getThaiHubExtras,
  pagesIn,
  thaiSections,
  type ThaiSectionId,
  type TranslatedGuide,
} from './content.ts';
import { formatDay } from './dates.ts';
import { t, type Locale } from './index.ts';

export interface TranslatedHub {
  /** The translated guides, with `extraPages` after them. */
  guides: TranslatedGuide[];
  cards: GuideCardData[];
  /** The section's guides not translated yet, listed after the cards as English links. */
  englishOnly: Guide[];
  extras: HubExtras;
  /** The paths that exist in the language, for links in it (localizeHref). */
  available: ReadonlySet<string>;
  /** The cards sit in the hub filters: the section filters its English hub and has translated guides. */
  filterable: boolean;
}

export async function translatedHub(
  id: ThaiSectionId,
  locale: Locale,
  extraPages: readonly TranslatedGuide[] = [],
): Promise<TranslatedHub> {
  const labels = t(locale).guideLabels;
  const guides = [...(await getThaiGuides(id)), ...extraPages];
  const translatedSlugs = new Set(guides.map((g) => g.slug));
  const cards = guides.map((guide) => {
    const card = guideCard(guide);
    return {
      ...card,
      category: card.category && (labels.categories[card.category] ?? card.category),
      purpose: card.purpose.map((p) => labels.purposes[p] ?? p),
      updatedText: formatDay(locale, reviewedOn(guide)),
    };
  });
  return {
    guides,
    cards,
    englishOnly: (await getGuides(id)).filter((g) => !translatedSlugs.has(g.slug)),
    extras: await getThaiHubExtras(id),
    available: (await pagesIn(locale)) ?? new Set<string>(),
    filterable: (thaiSections.find((s) => s.id === id)?.filters ?? false) && guides.length > 0,
  };
}
