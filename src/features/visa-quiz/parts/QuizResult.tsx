/**
 * The recommendation: its title, the page's note where the answers leave it incomplete, Learn More and Start Over.
 */
import type { RefObject } from 'react';
import { quizNoteFor, quizResultFor, type QuizAnswers, type QuizLink, type QuizWords } from '../../../lib/visa/quiz.ts';
import { fill } from '../fill.ts';

export type Answers = Partial<Record<keyof QuizAnswers, string>>;

/** hreflang and the marker for a link to a page in another language. */
export const other = (link: QuizLink, marker: string) =>
  link.otherLanguage ? { hreflang: 'en', after: ` ${marker}` } : { hreflang: undefined, after: '' };

interface Props {
  words: QuizWords;
  answers: Answers;
  baseId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  startOver: () => void;
}

export function QuizResult({ words, answers, baseId, headingRef, startOver }: Props) {
  const result = words.results[quizResultFor(answers as QuizAnswers)];
  const noteId = quizNoteFor(answers as QuizAnswers);
  const note = noteId && words.notes[noteId];
  const resultLink = other(result, words.marker);
  return (
    <section className="quiz" aria-labelledby={`${baseId}-result`}>
      <div aria-live="polite">
        <h3 id={`${baseId}-result`} ref={headingRef} tabIndex={-1} className="quiz__heading">
          {fill(words.suggestion, { title: result.title })}
        </h3>
        <p>{words.intro}</p>
        {note && (
          <p className="quiz__note">
            {note.text}{' '}
            <a href={note.href} hrefLang={other(note, words.marker).hreflang}>
              {note.link}
            </a>
            {other(note, words.marker).after}
          </p>
        )}
      </div>
      <p className="quiz__actions">
        <a className="button" href={result.href} hrefLang={resultLink.hreflang}>
          {words.learnMore}
          {resultLink.after}
        </a>
        <button type="button" className="button button--secondary" onClick={startOver}>
          {words.startOver}
        </button>
      </p>
    </section>
  );
}
