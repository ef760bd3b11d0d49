/**
 * The page as a screen reader announces it: the accessibility tree of the
 * header on a phone and on a desktop, and of the quiz's first step, compared
 * with what a person should hear (landmarks, names, states).
 */
import { describe, expect, inject, it } from 'vitest';
import { sitePages, waitForHydration } from './support/browser.ts';

const base = inject('baseUrl');
const { open } = sitePages(base);

describe('what a screen reader announces', () => {
  it('on a phone: the banner with the home link, the Thai version, Search, and the Main navigation behind a Menu button', async () => {
    const page = await open('/visa/', { viewport: { width: 360, height: 800 } });
    expect(await page.locator('header.site-header').ariaSnapshot()).toBe(
      [
        '- banner:',
        '  - link "Siam Expat Services, home":',
        '    - /url: /',
        '    - text: Siam Expat Services',
        // The language switch, named in its own language (lang="th"), leads to the same page in Thai.
        '  - link "ไทย":',
        '    - /url: /th/visa/',
        '  - link "Search":',
        '    - /url: /search/',
        '  - navigation "Main":',
        '    - button "Menu"',
      ].join('\n'),
    );
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    // Read in a Thai voice: the link carries its language.
    expect(await page.getByRole('link', { name: 'ไทย' }).getAttribute('lang')).toBe('th');
    await page.context().close();
  });

  it('on a desktop: the nine navigation links, the current section marked', async () => {
    const page = await open('/visa/tourist/', { viewport: { width: 1280, height: 900 } });
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Visa',
      'Business',
      'Banking',
      'Insurance',
      'Property',
      'Leisure',
      'News',
      'Contact',
    ]);
    expect(await nav.locator('[aria-current="page"]').innerText()).toBe('Visa');
    await page.context().close();
  });

  it('the quiz: its step, the progress, the question as a group of radios, and the disabled buttons', async () => {
    const page = await open('/visa/');
    await page.locator('.quiz').scrollIntoViewIfNeeded();
    await waitForHydration(page, 'EligibilityQuiz');
    const tree = await page.locator('.visa-quiz').ariaSnapshot();
    for (const line of [
      'heading "Which visa fits you?" [level=2]',
      'progressbar "Question 1 of 3"',
      'heading "What is the main purpose of your stay?" [level=3]',
      'group "What is the main purpose of your stay?":',
      'radio "Tourism"',
      'button "Previous" [disabled]',
      'button "Next" [disabled]',
    ]) {
      expect(tree, line).toContain(line);
    }
    await page.context().close();
  });
});
