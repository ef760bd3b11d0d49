/**
 * The visa quiz's words for a page in one language: the dictionary's questions, buttons and result titles,
 * the hub's follow-up notes (content/{locale}/hubs/visa.yaml), and every link in the page's language or marked
 * as English. The island gets them as props, so a language costs the island no bytes.
 */
import type { HubExtras } from '../lib/content/schemas.ts';
import { quizQuestions, quizResultIds, quizResults, type QuizResultId, type QuizWords } from '../lib/visa/quiz.ts';
import { dictionaries } from './index.ts';
import type { Locale } from './locales.ts';
import { localizeHref } from './links.ts';

export function quizWordsFor(
  locale: Locale,
  notes: HubExtras['quiz_notes'],
  available: ReadonlySet<string>,
): QuizWords {
  const q = dictionaries[locale].quiz;
  const marker = dictionaries[locale].frame.otherLanguageMarker;
  const link = (href: string) => localizeHref(href, locale, available);
  const results = Object.fromEntries(
    quizResultIds.map((id) => [id, { title: q.results[id], ...link(quizResults[id].href) }]),
  ) as Record<QuizResultId, QuizWords['results'][QuizResultId]>;
  const noteWords: QuizWords['notes'] = {};
  for (const purpose of Object.keys(notes) as (keyof QuizWords['notes'])[]) {
    const note = notes[purpose];
    if (note) noteWords[purpose] = { text: note.text, link: note.link, ...link(note.href) };
  }
  return {
    progress: q.progress,
    previous: q.previous,
    next: q.next,
    seeResult: q.seeResult,
    suggestion: q.suggestion,
    intro: q.intro,
    learnMore: q.learnMore,
    startOver: q.startOver,
    marker,
    questions: (Object.keys(quizQuestions) as (keyof typeof quizQuestions)[]).map((id) => {
      const own = q.questions[id];
      return {
        id,
        text: own.text,
        options: quizQuestions[id].map((value) => ({ value, label: (own.options as Record<string, string>)[value] })),
      };
    }),
    results,
    notes: noteWords,
  };
}
