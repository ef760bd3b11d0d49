/**
 * The visa eligibility quiz: three questions, then one recommendation. The
 * rules are checked top to bottom and the first that matches wins; anything
 * they do not cover gets "Multiple options available".
 */
/** The questions and each one's answers, in the order asked and offered; their words are in each language's dictionary. */
export const quizQuestions = {
  purpose: ['tourism', 'work', 'study', 'retirement', 'family'],
  duration: ['short', 'medium', 'long', 'permanent'],
  nationality: ['visa-exempt', 'visa-required', 'unsure'],
} as const;

type QuestionId = keyof typeof quizQuestions;
export type QuizAnswers = { [Q in QuestionId]: (typeof quizQuestions)[Q][number] };

interface QuizRecommendation {
  title: string;
  href: string;
}

/** The quiz's possible results; their English titles and guides are `quizResults`, other languages' titles live in their dictionary. */
export const quizResultIds = ['visa-exempt', 'tourist-visa', 'work', 'retirement', 'study', 'multiple'] as const;
export type QuizResultId = (typeof quizResultIds)[number];

export const quizResults: Readonly<Record<QuizResultId, QuizRecommendation>> = {
  'visa-exempt': { title: 'Visa-exempt entry (30-60 days)', href: '/visa/tourist/' },
  'tourist-visa': { title: 'Tourist Visa (TR), 60 days plus a 30-day extension', href: '/visa/tourist/' },
  work: { title: 'Non-Immigrant B Visa plus Work Permit', href: '/visa/non-immigrant/' },
  retirement: { title: 'Retirement Visa (Non-O) or LTR Visa', href: '/visa/non-immigrant/' },
  study: { title: 'Education Visa (Non-ED)', href: '/visa/non-immigrant/' },
  multiple: { title: 'Multiple options available', href: '/visa/overview/' },
};

/** The words of the questions in one language, keyed by question and answer value: a missing one fails the type check. */
export type QuizQuestionWords = {
  [Q in QuestionId]: { text: string; options: Record<QuizAnswers[Q], string> };
};

const rules: { when: (a: QuizAnswers) => boolean; result: QuizResultId }[] = [
  {
    when: (a) => a.purpose === 'tourism' && a.duration === 'short' && a.nationality === 'visa-exempt',
    result: 'visa-exempt',
  },
  { when: (a) => a.purpose === 'tourism' && a.duration === 'medium', result: 'tourist-visa' },
  { when: (a) => a.purpose === 'work', result: 'work' },
  { when: (a) => a.purpose === 'retirement' && a.duration === 'permanent', result: 'retirement' },
  { when: (a) => a.purpose === 'study', result: 'study' },
];

/** Which result a complete set of answers gets: the first rule that matches, else "multiple". */
export function quizResultFor(answers: QuizAnswers): QuizResultId {
  return rules.find((rule) => rule.when(answers))?.result ?? 'multiple';
}

/**
 * Which follow-up line completes the result, keyed by purpose; its words and
 * link live in content/hubs/visa.yaml (`quiz_notes`) so they ship as HTML
 * props, not code. Tourism gets one only for visa-exempt nationals staying
 * 30-90 days, who may need no Tourist Visa at all; every other purpose has its
 * own guide (retirement, study, family) or the DTV for remote work.
 */
export function quizNoteFor(a: QuizAnswers): QuizAnswers['purpose'] | undefined {
  return a.purpose !== 'tourism' || (a.duration === 'medium' && a.nationality === 'visa-exempt')
    ? a.purpose
    : undefined;
}

/** The recommendation for a complete set of answers. */
export function recommendVisa(answers: QuizAnswers): QuizRecommendation {
  return quizResults[quizResultFor(answers)];
}

/**
 * Everything the quiz island says, in the page's language, handed over as props from the server (words in the
 * HTML, not in the island's script). `{n}`, `{total}` and `{title}` are filled in by the island. Built by
 * src/i18n/quiz.ts from the dictionary; links are already in the page's language, `otherLanguage` marks one
 * that leads to an English page.
 */
export interface QuizLink {
  href: string;
  otherLanguage: boolean;
}
export interface QuizWords {
  progress: string;
  previous: string;
  next: string;
  seeResult: string;
  suggestion: string;
  intro: string;
  learnMore: string;
  startOver: string;
  /** Said after a link to a page in another language ('' in English). */
  marker: string;
  questions: { id: keyof QuizAnswers; text: string; options: { value: string; label: string }[] }[];
  results: Record<QuizResultId, QuizLink & { title: string }>;
  notes: Partial<Record<QuizAnswers['purpose'], QuizLink & { text: string; link: string }>>;
}
