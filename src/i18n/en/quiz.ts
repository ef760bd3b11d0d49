/** The visa hub's eligibility quiz in English ({n}, {total}, {title} are filled in by the island; its logic is src/lib/visa/quiz.ts). */
import { quizQuestions, quizResults, type QuizQuestionWords, type QuizResultId } from '../../lib/visa/quiz.ts';

export const quiz = {
  heading: 'Which visa fits you?',
  noscriptBefore: 'The eligibility quiz needs JavaScript. Without it, start with ',
  noscriptLink: 'how to apply',
  noscriptAfter: ' or browse the guides below.',
  progress: 'Question {n} of {total}',
  previous: 'Previous',
  next: 'Next',
  seeResult: 'See my result',
  suggestion: 'Our suggestion: {title}',
  intro:
    'Based on your answers, start with this guide. Requirements differ by nationality and embassy, so check the official sources it lists.',
  learnMore: 'Learn More',
  startOver: 'Start Over',
  questions: Object.fromEntries(
    quizQuestions.map((q) => [
      q.id,
      { text: q.text, options: Object.fromEntries(q.options.map((o) => [o.value, o.label])) },
    ]),
  ) as QuizQuestionWords,
  results: Object.fromEntries(Object.entries(quizResults).map(([id, r]) => [id, r.title])) as Record<
    QuizResultId,
    string
  >,
};
export type QuizVolumeWords = typeof quiz;
