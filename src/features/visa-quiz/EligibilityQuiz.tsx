/**
 * The visa eligibility quiz on the visa hub: three questions one at a time
 * with a progress bar and "Question N of 3", then a recommendation with Learn
 * More and Start Over. Next waits for an answer; Previous is off on the first
 * question. Each step moves focus to its heading, and the result is announced.
 * Where the answers leave the result incomplete, one line from the page's
 * `notes` (content/hubs/visa.yaml) follows it with a link. Every word comes
 * from the page as props in its language (src/i18n/quiz.ts); a link to a page
 * in another language says so.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import type { QuizWords } from '../../lib/visa/quiz.ts';
import { QuizResult, type Answers } from './parts/QuizResult.tsx';
import { fill } from './fill.ts';
import './visa-quiz.css';

function EligibilityQuiz({ words }: { words: QuizWords }) {
  const total = words.questions.length;
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const baseId = useId();

  // Focus follows the visitor's own moves between steps, never the first render.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };
  const startOver = () => {
    setAnswers({});
    go(0);
  };

  if (step >= total)
    return <QuizResult words={words} answers={answers} baseId={baseId} headingRef={headingRef} startOver={startOver} />;

  const question = words.questions[step];
  const chosen = answers[question.id];
  return (
    <section className="quiz" aria-labelledby={`${baseId}-q`}>
      <p className="quiz__progress-label" id={`${baseId}-progress`}>
        {fill(words.progress, { n: step + 1, total })}
      </p>
      <progress className="quiz__progress" max={total} value={step + 1} aria-labelledby={`${baseId}-progress`} />
      <h3 id={`${baseId}-q`} ref={headingRef} tabIndex={-1} className="quiz__heading">
        {question.text}
      </h3>
      <fieldset className="quiz__options" aria-labelledby={`${baseId}-q`}>
        {question.options.map((option) => (
          <label key={option.value} className="quiz__option">
            <input
              type="radio"
              name={`${baseId}-${question.id}`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => setAnswers((current) => ({ ...current, [question.id]: option.value }))}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <p className="quiz__actions">
        <button type="button" className="button button--secondary" disabled={step === 0} onClick={() => go(step - 1)}>
          {words.previous}
        </button>
        <button type="button" className="button" disabled={!chosen} onClick={() => go(step + 1)}>
          {step === total - 1 ? words.seeResult : words.next}
        </button>
      </p>
    </section>
  );
}

export default withErrorBoundary(EligibilityQuiz);
