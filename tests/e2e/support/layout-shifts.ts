/**
 * Layout shifts as a visitor would see them: every shift on a page from the start of loading, whatever caused it,
 * with the elements that moved and their boxes before and after (x, y, width, height), so a failure says what moved
 * where.
 */
import type { Browser, Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** Milliseconds from the start of navigation. */
  at: number;
  hadRecentInput: boolean;
  sources: string[];
}

/** A phone in its own context (360 × 800 px, touch, 2× pixels) that records layout shifts from its first load. */
export async function phoneRecordingShifts(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await recordLayoutShifts(page);
  return page;
}

/** Starts recording on every document the page loads from now on: call before navigating. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; hadRecentInput: boolean; sources: string[] }[] = [];
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        startTime: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((s) => {
            const el = s.node instanceof Element ? s.node : s.node?.parentElement;
            const name = el
              ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`
              : '?';
            const text = el?.textContent?.trim().slice(0, 24) ?? '';
            return `${name} "${text}" [${box(s.previousRect)}]→[${box(s.currentRect)}]`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the page's current document. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __shifts?: LayoutShift[] }).__shifts ?? []);
}

/** The sum of the shifts' values (every shift counts, with or without recent input). */
export const totalShift = (shifts: readonly LayoutShift[]): number =>
  shifts.reduce((sum, shift) => sum + shift.value, 0);

/** One line per shift: its value, when, and what moved. */
export const describeShifts = (shifts: readonly LayoutShift[]): string =>
  shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms: ${s.sources.join(', ')}`).join('; ');
