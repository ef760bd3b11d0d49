import { describe, expect, it } from 'vitest';
import { quizNoteFor, quizQuestions, recommendVisa, type QuizAnswers } from './quiz.ts';

const answers = (purpose: string, duration: string, nationality: string) =>
  ({ purpose, duration, nationality }) as QuizAnswers;

describe('the visa eligibility quiz', () => {
  it('asks three questions with the options of the recommendation table', () => {
    expect(Object.entries(quizQuestions)).toEqual([
      ['purpose', ['tourism', 'work', 'study', 'retirement', 'family']],
      ['duration', ['short', 'medium', 'long', 'permanent']],
      ['nationality', ['visa-exempt', 'visa-required', 'unsure']],
    ]);
  });

  it('tourism + short + visa-exempt: visa-exempt entry (30-60 days), /visa/tourist', () => {
    expect(recommendVisa(answers('tourism', 'short', 'visa-exempt'))).toEqual({
      title: 'Visa-exempt entry (30-60 days)',
      href: '/visa/tourist/',
    });
  });

  it('tourism + medium, any nationality: Tourist Visa (TR), 60 days plus a 30-day extension', () => {
    for (const nationality of ['visa-exempt', 'visa-required', 'unsure']) {
      expect(recommendVisa(answers('tourism', 'medium', nationality)).title).toBe(
        'Tourist Visa (TR), 60 days plus a 30-day extension',
      );
    }
  });

  it('work, whatever the duration and nationality: Non-Immigrant B plus Work Permit', () => {
    for (const duration of ['short', 'medium', 'long', 'permanent']) {
      expect(recommendVisa(answers('work', duration, 'unsure'))).toEqual({
        title: 'Non-Immigrant B Visa plus Work Permit',
        href: '/visa/non-immigrant/',
      });
    }
  });

  it('retirement + permanent: Retirement Visa (Non-O) or LTR Visa', () => {
    expect(recommendVisa(answers('retirement', 'permanent', 'visa-required'))).toEqual({
      title: 'Retirement Visa (Non-O) or LTR Visa',
      href: '/visa/non-immigrant/',
    });
  });

  it('study: Education Visa (Non-ED)', () => {
    expect(recommendVisa(answers('study', 'long', 'visa-exempt'))).toEqual({
      title: 'Education Visa (Non-ED)',
      href: '/visa/non-immigrant/',
    });
  });

  it('anything else: Multiple options available, /visa/overview', () => {
    for (const a of [
      answers('tourism', 'short', 'visa-required'),
      answers('tourism', 'long', 'visa-exempt'),
      answers('retirement', 'long', 'unsure'),
      answers('family', 'permanent', 'visa-exempt'),
    ]) {
      expect(recommendVisa(a)).toEqual({ title: 'Multiple options available', href: '/visa/overview/' });
    }
  });

  // The follow-up line under a result (content review of 26 November 2026). Each
  // expectation is worked out from the rule, not from the code: the table's result stays, and a
  // line is added where the answers show the result is incomplete.
  describe('the follow-up line', () => {
    it('tourism + medium (30-90 days) + visa-exempt: the visa-exemption line (the result still says Tourist Visa)', () => {
      // 60 days of visa-exempt entry + one 30-day extension = 90 days, which covers a 30-90-day stay
      // with no Tourist Visa (rules.yaml: visa-exempt, visitor-extension).
      const a = answers('tourism', 'medium', 'visa-exempt');
      expect(quizNoteFor(a)).toBe('tourism');
      expect(recommendVisa(a).title).toBe('Tourist Visa (TR), 60 days plus a 30-day extension');
    });

    it('tourism otherwise: no line (a visa-required or unsure traveller does need a visa; short stays already get the exemption)', () => {
      for (const a of [
        answers('tourism', 'medium', 'visa-required'),
        answers('tourism', 'medium', 'unsure'),
        answers('tourism', 'short', 'visa-exempt'),
        answers('tourism', 'long', 'visa-exempt'),
        answers('tourism', 'permanent', 'visa-exempt'),
      ]) {
        expect(quizNoteFor(a)).toBeUndefined();
      }
    });

    it('retirement, any duration: the retirement-guide line (with the Non-O / LTR result or with "Multiple options")', () => {
      expect(quizNoteFor(answers('retirement', 'permanent', 'visa-required'))).toBe('retirement');
      expect(quizNoteFor(answers('retirement', 'long', 'unsure'))).toBe('retirement');
    });

    it('study, any duration: the education-guide line', () => {
      expect(quizNoteFor(answers('study', 'long', 'visa-exempt'))).toBe('study');
      expect(quizNoteFor(answers('study', 'short', 'visa-required'))).toBe('study');
    });

    it('family, any duration: the marriage-guide line (the result stays "Multiple options available")', () => {
      const a = answers('family', 'permanent', 'visa-exempt');
      expect(quizNoteFor(a)).toBe('family');
      expect(recommendVisa(a).title).toBe('Multiple options available');
    });

    it('work, any duration: the DTV line for remote work for a foreign employer (the result stays Non-B plus work permit)', () => {
      const a = answers('work', 'medium', 'visa-exempt');
      expect(quizNoteFor(a)).toBe('work');
      expect(recommendVisa(a).href).toBe('/visa/non-immigrant/');
    });
  });
});
