/**
 * Which rule records each reminder rests on, and a fingerprint of them. The build writes the current
 * fingerprints to /visa/reminder-rules.json (src/pages/visa/reminder-rules.json.ts); a subscription keeps the
 * fingerprint its dates were computed on, and the sender compares: a reminder whose rules changed since says so
 * and links the guide instead of repeating a date computed on the old rule.
 *
 * The visitor's entry type and nationality are not stored (the subscription keeps only what sending needs), so a reminder rests on every record that
 * can move its kind of date: a change to any of them is reported (the safe side).
 */
import { z } from 'zod';
import { isoDate } from '../shared/format.ts';

export const reminderKinds = ['report', 'apply-extension', 'last-day'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** A rule or nationality record as far as the fingerprint reads it. */
export interface RuleLike {
  id: string;
  says: string;
  values: Record<string, number>;
  status: string;
  effective: Date | string;
  checked: Date;
}

/** Records that move a report date: the 90-day and yearly (LTR, SMART) report rules and how days are counted. */
const REPORT_RULES = ['ninety-day-report', 'ltr-yearly-report', 'smart-yearly-report', 'day-count'];
/** Records that move the last day of stay (and so the last day to apply for an extension, which is that day). */
const isStayRule = (id: string) =>
  !['ninety-day-report', 'tm30', 'overstay', 'ltr-yearly-report', 'smart-yearly-report'].includes(id);

/** The guide that explains each kind of date (the Thai site has a translation of each). */
export const reminderGuides: Record<ReminderKind, string> = {
  report: '/visa/90-day-reporting/',
  'apply-extension': '/visa/extensions/',
  'last-day': '/visa/visa-on-arrival-and-overstay/',
};

/** The record whose words a reminder quotes as "the rule". */
export const reminderMainRule: Record<ReminderKind, string> = {
  report: 'ninety-day-report',
  'apply-extension': 'one-year-extension',
  'last-day': 'day-count',
};

export const reminderRulesSchema = z.object({
  kinds: z.record(
    z.enum(reminderKinds),
    z.object({
      /** Fingerprint of the records the date rests on. */
      version: z.string().min(1),
      /** The latest day any of them was checked, YYYY-MM-DD. */
      checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      /** What the main rule says, in English (the records' language). */
      rule: z.string(),
      /** The same rule in the other languages that have its text, by locale ("th"). */
      translations: z.record(z.string(), z.string()).default({}),
      guide: z.string().startsWith('/'),
    }),
  ),
});
export type ReminderRules = z.infer<typeof reminderRulesSchema>;

/** FNV-1a, 32 bits, as 8 hex digits: enough to notice an edit, with no crypto in the browser or the build. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const day = (value: Date | string) => (value instanceof Date ? isoDate(value) : value);

/** The records a kind rests on, in id order (a reordered file is not a change). */
export function recordsFor(kind: ReminderKind, records: readonly RuleLike[]): RuleLike[] {
  const chosen = records.filter((record) =>
    kind === 'report'
      ? REPORT_RULES.includes(record.id)
      : isStayRule(record.id) && !record.id.startsWith('tax-') && !record.id.startsWith('retirement-'),
  );
  return [...chosen].sort((a, b) => a.id.localeCompare(b.id));
}

/** Only what changes a date counts: what a record says, its values, status and effective date (not the day it was checked). */
export function rulesVersion(records: readonly RuleLike[]): string {
  return fingerprint(
    JSON.stringify(records.map((r) => [r.id, r.says, Object.entries(r.values).sort(), r.status, day(r.effective)])),
  );
}

/** `texts`: what each record says in another language, by locale then record id (content/th/visa-rules/rule-texts.yaml). */
export function reminderRules(
  records: readonly RuleLike[],
  texts: Record<string, Record<string, string> | undefined> = {},
): ReminderRules {
  const kinds = {} as ReminderRules['kinds'];
  for (const kind of reminderKinds) {
    const chosen = recordsFor(kind, records);
    const main = records.find((record) => record.id === reminderMainRule[kind]);
    if (!main) throw new Error(`No rule "${reminderMainRule[kind]}" for ${kind} reminders`);
    kinds[kind] = {
      version: rulesVersion(chosen),
      checked:
        chosen
          .map((record) => day(record.checked))
          .sort()
          .at(-1) ?? day(main.checked),
      rule: main.says,
      translations: Object.fromEntries(
        Object.entries(texts).flatMap(([locale, byId]) =>
          byId?.[main.id] === undefined ? [] : [[locale, byId[main.id]]],
        ),
      ),
      guide: reminderGuides[kind],
    };
  }
  return { kinds };
}
