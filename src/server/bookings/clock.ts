/** The bookings' clock (moved by BOOKINGS_CLOCK_FILE in tests) and reading a requested time. */
import { readFileSync } from 'node:fs';

export function clockFrom(file: string | null): () => Date {
  if (!file) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: no offset.
    }
    return new Date(Date.now() + offset);
  };
}

/** The instant a refused slot named, to offer the next free ones after it (else after now). */
export function parseOr(value: unknown, fallback: Date): Date {
  const parsed = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(parsed) ? fallback : new Date(parsed);
}
