/**
 * A slot as people read it, in Bangkok time: "Tue, 8 Dec 2026, 09:00-09:30"; in Thai with the Buddhist-era year
 * ("อ. 8 ธ.ค. 2569 09:00-09:30"). Formatters are made at first use and kept.
 */
import { dateSettings } from '../../config/dates.ts';

export type BookingLocale = 'en' | 'th';

const locales: Record<BookingLocale, string> = { en: dateSettings.locale, th: dateSettings.thaiLocale };
const dayFormats = new Map<BookingLocale, Intl.DateTimeFormat>();
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function dayFormat(language: BookingLocale): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      timeZone: 'Asia/Bangkok',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format;
}

/** The Bangkok day of a slot: "Tue, 8 Dec 2026". */
export const formatSlotDay = (start: Date, language: BookingLocale): string => dayFormat(language).format(start);

/** "09:00" in Bangkok. */
export const formatSlotTime = (start: Date): string => timeFormat.format(start);

/** The whole slot: day, start and end in Bangkok time. */
export function formatSlot(start: Date, end: Date, language: BookingLocale): string {
  return `${formatSlotDay(start, language)}, ${formatSlotTime(start)}-${formatSlotTime(end)}`;
}
