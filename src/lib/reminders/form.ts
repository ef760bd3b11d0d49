/**
 * The reminder form (below the stay calculator's result): its field names, choices and the zod schema the
 * server validates a submission with. A plain HTML form: it works without JavaScript, and the calculator only
 * fills its date fields.
 */
import { z } from 'zod';
import { reminderKinds, type ReminderKind } from './rules.ts';
import type { CalculatorDates } from './calculator-dates.ts';
import { isDay } from '../shared/format.ts';

export const REMINDER_MAX_BODY_BYTES = 8 * 1024;
/** Hidden from people; a bot that fills every field fills it. Same name as the contact form's. */
export const REMINDER_HONEYPOT_FIELD = 'website';
export const DAYS_BEFORE_CHOICES = [1, 3, 7, 14] as const;
export const DEFAULT_DAYS_BEFORE = 7;
/** Reminders one subscription may hold: more 90-day reports than a stay of a few years has. */
export const MAX_REPORT_DATES = 24;

/** The form's date field of each kind (the visitor may type it; the calculator fills it). */
export const dateFieldOf: Record<ReminderKind, string> = {
  report: 'report_date',
  'apply-extension': 'extension_date',
  'last-day': 'last_day',
};

export type ReminderFieldErrors = Partial<
  Record<'email' | 'kinds' | 'days_before' | 'consent' | ReminderKind, 'email' | 'kinds' | 'days' | 'consent' | 'date'>
>;

const fieldsSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  lang: z.enum(['en', 'th']).catch('en'),
  kinds: z.array(z.enum(reminderKinds)).min(1),
  days_before: z.coerce.number().pipe(z.union(DAYS_BEFORE_CHOICES.map((n) => z.literal(n)))),
  consent: z.literal(true),
});

export interface ReminderRequest {
  email: string;
  language: 'en' | 'th';
  daysBefore: number;
  items: { kind: ReminderKind; deadline: string }[];
}

/** The values a form post carried, to show the form again (dates and choices as typed, capped). */
export interface ReminderFormValues {
  email: string;
  kinds: ReminderKind[];
  daysBefore: string;
  consent: boolean;
  dates: Partial<Record<ReminderKind, string>>;
  /** The calculator's address query the dates came from, kept when the form is shown again. */
  calculator: string;
}

/** Carries the calculator's query when the form is shown again (its page is then not the Referer). */
export const CALCULATOR_FIELD = 'calculator';

export function reminderFormValues(params: URLSearchParams): ReminderFormValues {
  const kinds = params
    .getAll('kinds')
    .filter((k): k is ReminderKind => (reminderKinds as readonly string[]).includes(k));
  const dates: ReminderFormValues['dates'] = {};
  for (const kind of reminderKinds) dates[kind] = (params.get(dateFieldOf[kind]) ?? '').slice(0, 20);
  return {
    email: (params.get('email') ?? '').slice(0, 300),
    kinds,
    daysBefore: (params.get('days_before') ?? '').slice(0, 4),
    consent: params.get('consent') === 'yes',
    dates,
    calculator: (params.get(CALCULATOR_FIELD) ?? '').slice(0, 1000),
  };
}

/**
 * Validates a form post. Each chosen reminder needs its date, on or after `today`: the one typed, else the
 * calculator's (`fromCalculator`, read from the page the form was sent from). Every 90-day report the
 * calculator shows is reminded of (at most MAX_REPORT_DATES); a typed report date is reminded of alone.
 */
export function parseReminderForm(
  params: URLSearchParams,
  today: string,
  fromCalculator: CalculatorDates = {},
): { ok: true; data: ReminderRequest } | { ok: false; errors: ReminderFieldErrors } {
  const values = reminderFormValues(params);
  const errors: ReminderFieldErrors = {};
  const parsed = fieldsSchema.safeParse({
    email: values.email,
    lang: params.get('lang') ?? 'en',
    kinds: values.kinds,
    days_before: values.daysBefore || undefined,
    consent: values.consent,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'email') errors.email = 'email';
      if (field === 'kinds') errors.kinds = 'kinds';
      if (field === 'days_before') errors.days_before = 'days';
      if (field === 'consent') errors.consent = 'consent';
    }
  }
  const items: ReminderRequest['items'] = [];
  // The form comes with every kind ticked; a stay the calculator worked out may have no date of a kind (a
  // visa-exempt stay has no 90-day report). Such a kind, left without a typed date, is left out, not refused.
  const calculated = Object.values(fromCalculator).some((dates) => dates.length > 0);
  for (const kind of values.kinds) {
    const typed = (values.dates[kind] ?? '').trim();
    const dates = typed ? [typed] : (fromCalculator[kind] ?? []).slice(0, MAX_REPORT_DATES);
    if (!typed && dates.length === 0 && calculated) continue;
    if (dates.length === 0 || dates.some((date) => !isDay(date) || date < today)) {
      errors[kind] = 'date';
      continue;
    }
    for (const date of dates) items.push({ kind, deadline: date });
  }
  if (parsed.success && items.length === 0 && Object.keys(errors).length === 0) errors.kinds = 'kinds';
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: { email: parsed.data.email, language: parsed.data.lang, daysBefore: parsed.data.days_before, items },
  };
}
