/**
 * The free slots as radio buttons grouped by Bangkok day (one fieldset per day), each with its time in the
 * visitor's own zone when that differs (only after hydration: the server cannot know the zone).
 */
import type { ChangeEvent } from 'react';
import { visitorTime } from '../../lib/booking/zones.ts';

export interface SlotOption {
  id: string;
  day: string;
  dayLabel: string;
  time: string;
  end: string;
}

interface SlotPickerProps {
  slots: readonly SlotOption[];
  chosen: string;
  onChoose: (id: string) => void;
  /** The visitor's zone and locale, known once hydrated. */
  zone: string | null;
  locale: string;
  yourTime: string;
  describedBy?: string;
}

export function groupByDay(slots: readonly SlotOption[]): SlotOption[][] {
  const days: SlotOption[][] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last && last[0]!.day === slot.day) last.push(slot);
    else days.push([slot]);
  }
  return days;
}

export default function SlotPicker({ slots, chosen, onChoose, zone, locale, yourTime, describedBy }: SlotPickerProps) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChoose(event.target.value);
  return (
    <div className="booking__days">
      {groupByDay(slots).map((day) => (
        <fieldset key={day[0]!.day} className="booking__day">
          <legend>{day[0]!.dayLabel}</legend>
          <div className="booking__slots">
            {day.map((slot) => {
              const local = zone ? visitorTime(new Date(slot.id), zone, locale) : null;
              return (
                <label key={slot.id} className="booking__slot">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.id}
                    checked={chosen === slot.id}
                    onChange={change}
                    required
                    aria-describedby={describedBy}
                  />
                  <span>
                    {slot.time}-{slot.end}
                    {local && (
                      <span className="booking__local">
                        {' '}
                        ({yourTime}: {local})
                      </span>
                    )}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
