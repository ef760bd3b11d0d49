/**
 * The quiz's recommendation as rendered, with the page words of src/i18n/quiz.ts: the rules of src/lib/visa/quiz.ts
 * give remote work the Non-Immigrant B result with the DTV note; on a Thai page whose guides are English only, a link
 * says so (hreflang="en" and the marker).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { quizWordsFor } from '../../../i18n/quiz.ts';
import { QuizResult } from './QuizResult.tsx';

const notes = {
  work: { text: 'Working remotely for a foreign employer?', link: 'DTV guide', href: '/visa/dtv/' },
  study: { text: 'The ED visa is in our study guide.', link: 'Education visa guide', href: '/visa/education/' },
};
const render = (words: ReturnType<typeof quizWordsFor>, answers: Record<string, string>) =>
  renderToStaticMarkup(
    <QuizResult words={words} answers={answers} baseId="q" headingRef={createRef()} startOver={() => {}} />,
  );

describe('QuizResult', () => {
  const english = quizWordsFor('en', notes, new Set());

  it('names the recommendation, links its guide and offers to start over', () => {
    const html = render(english, { purpose: 'retirement', duration: 'permanent', nationality: 'visa-exempt' });
    expect(html).toContain(
      '<h3 id="q-result" tabindex="-1" class="quiz__heading">Our suggestion: Retirement Visa (Non-O) or LTR Visa</h3>',
    );
    expect(html).toContain('<a class="button" href="/visa/non-immigrant/">Learn More</a>');
    expect(html).toContain('Start Over');
  });

  it('adds the note of the purpose where the result leaves it open', () => {
    const html = render(english, { purpose: 'work', duration: 'long', nationality: 'visa-exempt' });
    expect(html).toContain(
      '<p class="quiz__note">Working remotely for a foreign employer? <a href="/visa/dtv/">DTV guide</a></p>',
    );
  });

  it('gives no note to a short visa-exempt holiday', () => {
    expect(render(english, { purpose: 'tourism', duration: 'short', nationality: 'visa-exempt' })).not.toContain(
      'quiz__note',
    );
  });

  it('on a Thai page, marks a link to a guide only in English', () => {
    const thai = quizWordsFor('th', notes, new Set(['/visa/tourist/']));
    const html = render(thai, { purpose: 'work', duration: 'long', nationality: 'visa-exempt' });
    expect(html).toMatch(/<a class="button" href="\/visa\/non-immigrant\/" hrefLang="en">[^<]+ \(ภาษาอังกฤษ\)<\/a>/);
    expect(html).toMatch(/<a href="\/visa\/dtv\/" hrefLang="en">DTV guide<\/a> \(ภาษาอังกฤษ\)/);
  });
});
