/**
 * The reminder file of the money planner, loaded only when the visitor asks
 * for it (a dynamic import from the island), together with ics.ts: built in
 * the browser, so nothing typed leaves the page.
 */
import { deadlinesCalendar, type CalendarEntry } from '../../lib/visa/ics.ts';

/** `entries`: the milestones with their words; a hold (it has a first day) is put on its last day, said in its title. */
export function downloadReminders(
  entries: CalendarEntry[],
  words: { lastDay: string; product: string; file: string },
): void {
  const calendar = deadlinesCalendar(
    entries.map((e) => (e.from ? { ...e, title: e.title + words.lastDay } : e)),
    {
      now: new Date(),
      remindDaysBefore: 7,
      uidDomain: window.location.hostname || 'localhost',
      product: words.product,
    },
  );
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([calendar], { type: 'text/calendar;charset=utf-8' }));
  link.download = words.file;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
