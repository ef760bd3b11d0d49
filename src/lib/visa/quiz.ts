/**
 * The visa eligibility quiz: three questions, then one recommendation. The
 * rules are checked top to bottom and the first that matches wins; anything
 * they do not cover gets "Multiple options available".
 */
export const quizQuestions = [
  {
    id: 'purpose',
    text: 'What is the main purpose of your stay?',
    options: [
      { value: 'tourism', label: 'Tourism' },
      { value: 'work', label: 'Work' },
      { value: 'study', label: 'Study' },
      { value: 'retirement', label: 'Retirement' },
      { value: 'family', label: 'Family' },
    ],
  },
  {
    id: 'duration',
    text: 'How long do you plan to stay?',
    options: [
      { value: 'short', label: 'Short (less than 30 days)' },
      { value: 'medium', label: 'Medium (30-90 days)' },
      { value: 'long', label: 'Long (3-12 months)' },
      { value: 'permanent', label: 'Permanent (more than 1 year)' },
    ],
  },
  {
    id: 'nationality',
    text: 'Which best describes your nationality?',
    options: [
      { value: 'visa-exempt', label: 'Visa-exempt (EU/US/UK/Australia/Japan)' },
      { value: 'visa-required', label: 'Visa required' },
      { value: 'unsure', label: 'Unsure' },
    ],
  },
] as const;

type Question = (typeof quizQuestions)[number];
export type QuizAnswers = { [Q in Question as Q['id']]: Q['options'][number]['value'] };

interface QuizRecommendation {
  title: string;
  href: string;
}

const rules: { when: (a: QuizAnswers) => boolean; result: QuizRecommendation }[] = [
  {
    when: (a) => a.purpose === 'tourism' && a.duration === 'short' && a.nationality === 'visa-exempt',
    result: { title: 'Visa-exempt entry (30-60 days)', href: '/visa/tourist/' },
  },
  {
    when: (a) => a.purpose === 'tourism' && a.duration === 'medium',
    result: { title: 'Tourist Visa (TR), 60 days plus a 30-day extension', href: '/visa/tourist/' },
  },
  { when: (a) => a.purpose === 'work', result: { title: 'Non-Immigrant B Visa plus Work Permit', href: '/visa/non-immigrant/' } },
  {
    when: (a) => a.purpose === 'retirement' && a.duration === 'permanent',
    result: { title: 'Retirement Visa (Non-O) or LTR Visa', href: '/visa/non-immigrant/' },
  },
  { when: (a) => a.purpose === 'study', result: { title: 'Education Visa (Non-ED)', href: '/visa/non-immigrant/' } },
];

const otherwiseRecommendation: QuizRecommendation = { title: 'Multiple options available', href: '/visa/overview/' };

/**
 * Which follow-up line completes the result, keyed by purpose; its words and
 * link live in content/hubs/visa.yaml (`quiz_notes`) so they ship as HTML
 * props, not code. Tourism gets one only for visa-exempt nationals staying
 * 30-90 days, who may need no Tourist Visa at all; every other purpose has its
 * own guide (retirement, study, family) or the DTV for remote work.
 */
export function quizNoteFor(a: QuizAnswers): QuizAnswers['purpose'] | undefined {
  return a.purpose !== 'tourism' || (a.duration === 'medium' && a.nationality === 'visa-exempt') ? a.purpose : undefined;
}

/** The recommendation for a complete set of answers. */
export function recommendVisa(answers: QuizAnswers): QuizRecommendation {
  return rules.find((rule) => rule.when(answers))?.result ?? otherwiseRecommendation;
}
