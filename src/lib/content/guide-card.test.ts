import { describe, expect, it } from 'vitest';
import { guideCard } from './guide-card.ts';
import { toGuide } from './records.ts';
import { bankingArticleData, visaGuideData } from './test-records.ts';

describe('guideCard', () => {
  it('carries the review date both as YYYY-MM-DD and as the page writes it, so the island formats no date', () => {
    const visa = toGuide('visa', { id: 'visa-exemption', data: visaGuideData });
    const card = guideCard(visa);
    expect([card.updated, card.updatedText]).toEqual(['2026-11-24', '24 November 2026']);
    // Only official sources are counted.
    expect(card.sourceCount).toBe(1);
  });

  it('dates a banking article by its `updated` day when it has one', () => {
    const banking = toGuide('banking', { id: 'account', data: { ...bankingArticleData, seo: {} } });
    expect([guideCard(banking).updated, guideCard(banking).updatedText]).toEqual(['2026-11-02', '2 November 2026']);
  });
});
