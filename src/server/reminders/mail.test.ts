import { describe, expect, it } from 'vitest';
import { buildReminderEmail } from './mail.ts';

const base = {
  to: 'visitor@example.com',
  from: 'hello@example.com',
  kind: 'report' as const,
  deadline: '2027-03-01',
  daysLeft: 7,
  lateSince: null,
  changed: false,
  baseUrl: 'https://example.com',
  unsubscribeUrl: 'https://example.com/u',
  eraseUrl: 'https://example.com/e',
  itemId: 1,
};
const facts = { rule: 'Report every 90 days.', checked: '2026-11-25', guide: '/visa/90-day-reporting/' };
const factsWithThai = { ...facts, translations: { th: 'รายงานตัวทุก 90 วัน' } };

/** The e-mail in `language` for the rule `ruleFacts`. */
const mailIn = (language: 'en' | 'th', ruleFacts: typeof facts | typeof factsWithThai) =>
  buildReminderEmail({ ...base, language, facts: ruleFacts });

describe('reminder e-mail: the rule it quotes', () => {
  it('quotes the Thai text in a Thai e-mail when the rule has one, without the English marker', () => {
    const mail = mailIn('th', factsWithThai);
    expect(mail.text).toContain('กฎเกณฑ์: รายงานตัวทุก 90 วัน');
    expect(mail.text).not.toContain('Report every 90 days.');
    expect(mail.html).toContain('<span lang="th">รายงานตัวทุก 90 วัน</span>');
  });

  it('quotes the English, marked as English, when the rule has no Thai text', () => {
    const mail = mailIn('th', facts);
    expect(mail.text).toContain('กฎเกณฑ์ (ภาษาอังกฤษ): Report every 90 days.');
    expect(mail.html).toContain('<span lang="en">Report every 90 days.</span>');
  });

  it('quotes the English in an English e-mail whatever translations exist', () => {
    const mail = mailIn('en', factsWithThai);
    expect(mail.text).toContain(': Report every 90 days.');
    expect(mail.text).not.toContain('รายงานตัว');
  });
});
