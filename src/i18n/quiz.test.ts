import { describe, expect, it } from 'vitest';
import { quiz as englishQuiz } from './en/quiz.ts';
import { quiz as thaiQuiz } from './th/quiz.ts';
import { figureDifferences } from './figures.ts';
import { quizWordsFor } from './quiz.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the visa quiz in Thai', () => {
  it('keeps the placeholders the island fills in', () => {
    for (const key of ['progress', 'suggestion'] as const)
      expect(placeholders(thaiQuiz[key])).toEqual(placeholders(englishQuiz[key]));
    expect(placeholders(thaiQuiz.progress)).toEqual(['n', 'total']);
  });

  it('says the same figures as English in its answers and results (30-90 days, 60 days plus 30)', () => {
    const differences = [
      ...Object.entries(englishQuiz.results).map(([id, title]) =>
        figureDifferences(title, thaiQuiz.results[id as keyof typeof thaiQuiz.results]),
      ),
      ...(['purpose', 'duration', 'nationality'] as const).flatMap((q) =>
        Object.entries(englishQuiz.questions[q].options).map(([value, label]) =>
          figureDifferences(label, (thaiQuiz.questions[q].options as Record<string, string>)[value]),
        ),
      ),
    ].flat();
    expect(differences).toEqual([]);
    expect(thaiQuiz.results['tourist-visa']).toContain('60 วัน');
    expect(thaiQuiz.results['tourist-visa']).toContain('30 วัน');
  });

  const notes = {
    study: { text: 'วีซ่า ED อยู่ในคู่มือการศึกษาของเรา', link: 'คู่มือวีซ่าการศึกษา', href: '/visa/education/' },
    work: { text: 'ทำงานทางไกลให้นายจ้างต่างประเทศหรือไม่', link: 'คู่มือ DTV', href: '/visa/dtv/' },
  };
  // The Thai pages of this example: the tourist and DTV guides exist in Thai, the non-immigrant, overview and education guides do not.
  const words = quizWordsFor('th', notes, new Set(['/visa/tourist/', '/visa/dtv/']));

  it('links a result to the Thai guide when there is one, else to the English page, marked', () => {
    expect(words.results['visa-exempt']).toEqual({
      title: 'การเดินทางเข้าโดยได้รับการยกเว้นการตรวจลงตรา (30-60 วัน)',
      href: '/th/visa/tourist/',
      otherLanguage: false,
    });
    expect(words.results.work).toMatchObject({ href: '/visa/non-immigrant/', otherLanguage: true });
    expect(words.results.multiple).toMatchObject({ href: '/visa/overview/', otherLanguage: true });
    expect(words.marker).toBe('(ภาษาอังกฤษ)');
  });

  it('does the same for the follow-up lines', () => {
    expect(words.notes.work).toMatchObject({ href: '/th/visa/dtv/', otherLanguage: false });
    expect(words.notes.study).toMatchObject({ href: '/visa/education/', otherLanguage: true });
  });

  it('asks the questions in the order of the quiz, with every answer in Thai', () => {
    expect(words.questions.map((q) => q.id)).toEqual(['purpose', 'duration', 'nationality']);
    expect(words.questions[0].options).toEqual([
      { value: 'tourism', label: 'ท่องเที่ยว' },
      { value: 'work', label: 'ทำงาน' },
      { value: 'study', label: 'ศึกษา' },
      { value: 'retirement', label: 'เกษียณอายุ' },
      { value: 'family', label: 'ครอบครัว' },
    ]);
  });

  it('gives the English page its words unchanged, links unmarked', () => {
    const english = quizWordsFor('en', notes, new Set());
    expect(english.results.retirement).toEqual({
      title: 'Retirement Visa (Non-O) or LTR Visa',
      href: '/visa/non-immigrant/',
      otherLanguage: false,
    });
    expect(english.questions[1].options[1]).toEqual({ value: 'medium', label: 'Medium (30-90 days)' });
    expect(english.progress).toBe('Question {n} of {total}');
  });
});
