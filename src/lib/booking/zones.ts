/**
 * A slot's time in the visitor's own zone, beside Bangkok's. The offset is the zone's at that instant (Intl
 * knows the zone's rules), so a slot after a daylight-saving change shows the changed time.
 */
const OFFICE_ZONE = 'Asia/Bangkok';

/** Minutes a zone is ahead of UTC at an instant (Europe/London in July: 60); null for a zone Intl does not know. */
export function zoneOffsetMinutes(zone: string, instant: Date): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }).formatToParts(instant);
  } catch {
    return null;
  }
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  const utc = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((wall - utc) / 60_000);
}

/** Does the visitor's zone show a different wall-clock time from Bangkok's at this instant? */
export function differsFromOffice(zone: string, instant: Date): boolean {
  const offset = zoneOffsetMinutes(zone, instant);
  return offset !== null && offset !== 7 * 60;
}

/**
 * The slot's start in the visitor's zone ("Mon 8 Dec, 04:00"), or null when it reads the same as in Bangkok
 * or the zone is unknown.
 */
export function visitorTime(instant: Date, zone: string, locale: string): string | null {
  if (!differsFromOffice(zone, instant)) return null;
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

export { OFFICE_ZONE };
