/**
 * How old each dated record's review is, against its section's maximum age (the section model's
 * `reviewMaxAgeDays`): what `npm run content:stale` lists and what a guide page says beside its review date.
 * Days are whole calendar days between UTC dates (content dates are calendar days).
 */
import { sectionById, sections, type SectionId } from '../site/sections.ts';

export interface DatedRecord {
  section: SectionId;
  /** guide, activity, plan, bank card, rule record, nationality record, insurance section. */
  kind: string;
  /** The entry's name as an editor knows it (file and id). */
  name: string;
  reviewed: Date;
}

interface Freshness extends DatedRecord {
  ageDays: number;
  maxAgeDays: number;
  overdue: boolean;
}

const dayMs = 86_400_000;
const utcDay = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());

/** Whole days from `reviewed` to `today`. */
export const ageInDays = (reviewed: Date, today: Date) => Math.round((utcDay(today) - utcDay(reviewed)) / dayMs);

/** A record past its section's maximum age is overdue (on the last allowed day it is not). */
export function freshnessOf(record: DatedRecord, today: Date): Freshness {
  const maxAgeDays = sectionById(record.section).reviewMaxAgeDays;
  const ageDays = ageInDays(record.reviewed, today);
  return { ...record, ageDays, maxAgeDays, overdue: ageDays > maxAgeDays };
}

/** Every record with its age, per section in the section model's order, oldest first within a section. */
export function freshnessReport(
  records: readonly DatedRecord[],
  today: Date,
): { section: SectionId; records: Freshness[] }[] {
  const bySection = new Map<SectionId, Freshness[]>();
  for (const record of records) {
    const list = bySection.get(record.section) ?? [];
    list.push(freshnessOf(record, today));
    bySection.set(record.section, list);
  }
  return sections
    .filter(({ id }) => bySection.has(id))
    .map(({ id }) => ({
      section: id,
      records: bySection.get(id)!.sort((a, b) => b.ageDays - a.ageDays || a.name.localeCompare(b.name)),
    }));
}
