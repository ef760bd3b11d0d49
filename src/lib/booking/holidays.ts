/**
 * The record of Thai public holidays the office closes on (content/booking/thai-public-holidays.json): when it
 * was checked, its sources, and per year whether the official list was out or only the fixed dates are known.
 */
import { z } from 'zod';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export const holidayRecordSchema = z.object({
  checked: z.string().regex(dayPattern),
  note: z.string().min(1),
  sources: z.array(z.object({ title: z.string().min(1), url: z.url() })).min(1),
  years: z.array(
    z.object({
      year: z.number().int(),
      status: z.string().min(1),
      days: z.array(z.object({ date: z.string().regex(dayPattern), en: z.string().min(1), th: z.string().min(1) })),
    }),
  ),
});

export type HolidayRecord = z.infer<typeof holidayRecordSchema>;
export type Holiday = HolidayRecord['years'][number]['days'][number];

/** Every holiday of the record by its day. */
export function holidaysByDay(record: HolidayRecord): Map<string, Holiday> {
  return new Map(record.years.flatMap((year) => year.days.map((day) => [day.date, day] as const)));
}
