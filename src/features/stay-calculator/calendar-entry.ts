/**
 * Saving the reminder file, as a script of its own: bundled standalone (the page imports its URL with
 * `?worker&url`, as BaseLayout does for the diagnostics overlay) and fetched only when the visitor asks for
 * the .ics file. A plain `import()` in the island would add Vite's preload helper (about 0.9 KB gzip) to
 * every page load, and the calendar code with it would not fit the island's JavaScript budget. It hands
 * `saveStayCalendar` over on a global that the island calls after loading it.
 */
import { deadlinesCalendar, type CalendarEntry } from '../../lib/visa/ics.ts';
import { formatDay } from '../../lib/shared/format.ts';
import { fill } from '../../lib/visa/stay.ts';

/**
 * The .ics text of the deadlines (words filled in), the filing window's line from the page's `texts`: its days
 * as YYYY-MM-DD, or, when the page says how its language writes dates (`dateLocale`, Thai pages), as that
 * language writes them ("14 ก.พ. 2570", Buddhist era).
 */
export function stayCalendarText(
  entries: CalendarEntry[],
  texts: Record<string, string>,
  dateLocale: string | undefined,
  now: Date,
  uidDomain: string,
): string {
  const day = (d: string) => (dateLocale ? formatDay(d, dateLocale, 'short') : d);
  return deadlinesCalendar(entries, {
    now,
    remindDaysBefore: 7,
    uidDomain,
    window: (from, to) => fill(texts, 'ics.window', { from: day(from), to: day(to) }),
  });
}

/** Builds the .ics file from the deadlines and offers it as a download; nothing is sent. */
function saveStayCalendar(entries: CalendarEntry[], texts: Record<string, string>, dateLocale?: string): void {
  const text = stayCalendarText(entries, texts, dateLocale, new Date(), location.hostname || 'localhost');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  link.download = 'thailand-stay-reminders.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

(globalThis as { saveStayCalendar?: typeof saveStayCalendar }).saveStayCalendar = saveStayCalendar;
