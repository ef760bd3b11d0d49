/**
 * The leads table as both adapters see it, built from the one list of a lead's fields (../fields.ts):
 * the column list of the INSERT, a lead's values in that order, and a row read back into a lead.
 * Each adapter passes its own conversions for times and flags (SQLite stores ISO text and 0/1,
 * PostgreSQL timestamptz and boolean).
 */
import { LEAD_FIELDS } from '../fields.ts';
import type { NewLead, StoredLead } from './types.ts';

/** The leads table's columns, in the list's order. */
export const LEAD_COLUMNS: readonly string[] = LEAD_FIELDS.map((field) => field.column);

interface Conversions<T> {
  date: (value: Date) => T;
  boolean: (value: boolean) => T;
}

/** A lead's values in LEAD_COLUMNS order, times and flags converted for the database. */
export function leadRowValues<T>(lead: NewLead, to: Conversions<T>): (string | T)[] {
  return LEAD_FIELDS.map((field) => {
    const value = lead[field.key];
    if (value instanceof Date) return to.date(value);
    if (typeof value === 'boolean') return to.boolean(value);
    return value;
  });
}

/** A row of the leads table back into a lead; text columns that are NULL read as ''. */
export function leadFromRow(
  row: Record<string, unknown>,
  from: { date: (value: unknown) => Date; boolean: (value: unknown) => boolean },
): StoredLead {
  const lead: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS) {
    const value = row[field.column];
    if (field.kind === 'date') lead[field.key] = from.date(value);
    else if (field.kind === 'boolean') lead[field.key] = from.boolean(value);
    else lead[field.key] = String(value ?? '');
  }
  return lead as StoredLead;
}

/** A PostgreSQL row as a lead: pg returns timestamptz as Date and boolean as boolean. */
export const leadFromPostgresRow = (row: Record<string, unknown>): StoredLead =>
  leadFromRow(row, { date: (value) => new Date(value as Date), boolean: (value) => value === true });

/** A SQLite row as a lead: SQLite keeps times as ISO text and flags as 0/1. */
export const leadFromSqliteRow = (row: Record<string, unknown>): StoredLead =>
  leadFromRow(row, { date: (value) => new Date(String(value)), boolean: (value) => Number(value) === 1 });

/** Keeps error text stored in the outbox short and single-line. */
export function clipError(error: string): string {
  return error.replace(/\s+/g, ' ').trim().slice(0, 1000);
}
