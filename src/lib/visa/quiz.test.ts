import { describe, expect, it } from 'vitest';
import { quizQuestions, recommendVisa, type QuizAnswers } from './quiz.ts';

const answers = (purpose: string, duration: string, nationality: string) => ({ purpose, duration, nationality }) as QuizAnswers;

describe('the visa eligibility quiz', () => {
  it('asks three questions with the options of the recommendation table', () => {
    expect(quizQuestions.map((q) => q.options.map((o) => o.value))).toEqual([
      ['tourism', 'work', 'study', 'retirement', 'family'],
      ['short', 'medium', 'long', 'permanent'],
      ['visa-exempt', 'visa-required', 'unsure'],
    ]);
  });

  it('tourism + short + visa-exempt: visa-exempt entry (30-60 days), /visa/tourist', () => {
    expect(recommendVisa(answers('tourism', 'short', 'visa-exempt'))).toEqual({ title: 'Visa-exempt entry (30-60 days)', href: '/visa/tourist/' });
  });

  it('tourism + medium, any nationality: Tourist Visa (TR), 60 days plus a 30-day extension', () => {
    for (const nationality of ['visa-exempt', 'visa-required', 'unsure']) {
      expect(recommendVisa(answers('tourism', 'medium', nationality)).title).toBe('Tourist Visa (TR), 60 days plus a 30-day extension');
    }
  });

  it('work, whatever the duration and nationality: Non-Immigrant B plus Work Permit', () => {
    for (const duration of ['short', 'medium', 'long', 'permanent']) {
      expect(recommendVisa(answers('work', duration, 'unsure'))).toEqual({ title: 'Non-Immigrant B Visa plus Work Permit', href: '/visa/non-immigrant/' });
    }
  });

  it('retirement + permanent: Retirement Visa (Non-O) or LTR Visa', () => {
    expect(recommendVisa(answers('retirement', 'permanent', 'visa-required'))).toEqual({ title: 'Retirement Visa (Non-O) or LTR Visa', href: '/visa/non-immigrant/' });
  });

  it('study: Education Visa (Non-ED)', () => {
    expect(recommendVisa(answers('study', 'long', 'visa-exempt'))).toEqual({ title: 'Education Visa (Non-ED)', href: '/visa/non-immigrant/' });
  });

  it('anything else: Multiple options available, /visa/overview', () => {
    for (const a of [answers('tourism', 'short', 'visa-required'), answers('tourism', 'long', 'visa-exempt'), answers('retirement', 'long', 'unsure'), answers('family', 'permanent', 'visa-exempt')]) {
      expect(recommendVisa(a)).toEqual({ title: 'Multiple options available', href: '/visa/overview/' });
    }
  });
});
