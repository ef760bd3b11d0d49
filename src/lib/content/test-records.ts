/** Test fixtures shared by the content unit tests: front matter as the build reads it from content/. */
import type { z } from 'zod';
import type { leisureActivitySchema } from './schemas.ts';

/** A date as the content loader gives it: midnight UTC of a YYYY-MM-DD day. */
export const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
/** An official source (counted on guide cards) and another (not counted). */
export const official = { title: 'Immigration Bureau', url: 'https://www.immigration.go.th/en/' };
export const other = { title: 'A news report', url: 'https://news.example.com/visa' };

/** The front matter of a visa guide with one official source of two, reviewed on 24 November 2026. */
export const visaGuideData = {
  title: 'Visa exemption',
  description: 'Who may enter Thailand without a visa, and for how long.',
  category: 'Tourism',
  purpose: ['tourism'],
  sources: [official, other],
  last_reviewed: day('2026-11-24'),
  seo: { keywords: ['visa'] },
};

/** The front matter of a leisure activity with only the fields it must have, reviewed on 1 November 2026. */
export const leisureActivityData: z.input<typeof leisureActivitySchema> = {
  title: 'Wat Pho and the reclining Buddha',
  summary: 'The temple of the reclining Buddha and its massage school.',
  activity_type: ['culture'],
  region: 'bangkok',
  intensity: 'relaxed',
  cost_tier: '$',
  cost_range: 'THB 300',
  duration: '2 hours',
  best_season: 'November to February',
  age: 'All ages',
  access: 'MRT Sanam Chai',
  difficulty: 'Easy',
  sources: [{ source_name: 'Wat Pho', source_url: 'https://www.watpho.com/en/' }],
  last_reviewed: '2026-11-01',
};

/** The front matter of a banking article whose figures were updated on 2 November 2026, after its review. */
export const bankingArticleData = {
  title: 'Opening a bank account',
  description: 'What banks ask foreigners for.',
  sources: [official],
  last_reviewed: day('2026-10-01'),
  updated: day('2026-11-02'),
};
