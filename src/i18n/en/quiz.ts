/** The visa hub's eligibility quiz in English ({n}, {total}, {title} are filled in by the island; its logic is src/lib/visa/quiz.ts). */
import { quizResults, type QuizQuestionWords, type QuizResultId } from '../../lib/visa/quiz.ts';

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
  questions: {
    purpose: {
      text: 'What is the main purpose of your stay?',
      options: { tourism: 'Tourism', work: 'Work', study: 'Study', retirement: 'Retirement', family: 'Family' },
    },
    duration: {
      text: 'How long do you plan to stay?',
      options: {
        short: 'Short (less than 30 days)',
        medium: 'Medium (30-90 days)',
        long: 'Long (3-12 months)',
        permanent: 'Permanent (more than 1 year)',
      },
    },
    nationality: {
      text: 'Which best describes your nationality?',
      options: {
        'visa-exempt': 'Visa-exempt (EU/US/UK/Australia/Japan)',
        'visa-required': 'Visa required',
        unsure: 'Unsure',
      },
    },
  } satisfies QuizQuestionWords,
  results: Object.fromEntries(Object.entries(quizResults).map(([id, r]) => [id, r.title])) as Record<
    QuizResultId,
    string
  >,
};
export type QuizVolumeWords = typeof quiz;
