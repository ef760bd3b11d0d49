/**
 * The stay and reporting calculator: the date of entry, how the visitor entered, their nationality, an
 * extension already granted or planned and their moves give the dates that matter, each with its rule and
 * source. The words, rules, nationality records and countries come from the page as props (content/, in the
 * HTML, not in this script); the reminder file (.ics) is built in the browser by a module loaded on click,
 * so nothing typed here leaves the page. The inputs live in the address (replaced, not pushed).
 */
import type { ReactNode } from 'react';
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { formatDay } from '../../lib/shared/format.ts';
import { entryTypes, extensionKinds, fill, purposes, stayResult, type Country, type NationalityRecord, type Rule } from '../../lib/visa/stay.ts';
import { stayFields as fields } from '../../lib/visa/stay-url.ts';
import type { CalendarEntry } from '../../lib/visa/ics.ts';
import './stay-calculator.css';

/** Loads ./calendar-entry.ts (bundled on its own at `src`) on first use; it builds and saves the .ics file, its dates as the page writes them. */
async function download(src: string, entries: CalendarEntry[], texts: Record<string, string>, dateLocale?: string) {
  const scope = globalThis as { saveStayCalendar?: (entries: CalendarEntry[], texts: Record<string, string>, dateLocale?: string) => void };
  if (!scope.saveStayCalendar) await import(/* @vite-ignore */ src);
  scope.saveStayCalendar!(entries, texts, dateLocale);
}

interface Props {
  rules: Rule[];
  nationalities: NationalityRecord[];
  countries: Country[];
  texts: Record<string, string>;
  /** The URL of the standalone calendar builder (calendar-entry.ts). */
  calendarSrc: string;
  /** How the page's language writes a date (the site's locale unless told; Thai pages: Buddhist-era years). */
  dateLocale?: string;
}

function StayCalculator({ rules, nationalities, countries, texts, calendarSrc, dateLocale }: Props) {
  // One calculator a page: a fixed prefix for its control ids.
  const id = 'stay';
  const [state, setState] = useUrlState(fields);
  const set = (patch: Partial<typeof state>) => setState({ ...state, ...patch });
  const t = (key: string, vars?: Record<string, string | number>) => fill(texts, key, vars);
  const { type, moves } = state;
  const longDate = (day: string) => formatDay(day, dateLocale, 'weekday');

  // Cheap enough to work out on every render (a few dozen dates).
  const result = (() => {
    if (!state.entry) return undefined;
    try {
      const { deadlines, notes } = stayResult(
        {
          entry: state.entry,
          type,
          nationality: state.nat || undefined,
          purpose: state.purpose,
          extensionKind: state.kind,
          ends: state.ends,
          issued: state.issued || undefined,
          moves,
          planExtension: state.extend,
        },
        { rules, nationalities, dateLocale },
      );
      const items = deadlines.map((d) => ({
        ...d,
        title: fill(texts, `${d.id}.title`, d.vars),
        text: fill(texts, `${d.id}.text`, d.vars),
        pending: d.pending && fill(texts, d.pending, d.vars),
      }));
      return { notes, items };
    } catch (error) {
      return { error: fill(texts, (error as Error).message), notes: [] };
    }
  })();

  const field = (name: string, label: string, control: ReactNode) => (
    <div className="field stay-calc__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  const dateInput = (name: 'entry' | 'ends' | 'issued') => (
    <input id={`${id}-${name}`} type="date" value={state[name]} onChange={(e) => set({ [name]: e.target.value })} />
  );
  const select = <K extends 'type' | 'purpose' | 'kind' | 'nat'>(name: K, options: readonly string[], label: (o: string) => string) => (
    <select id={`${id}-${name}`} value={state[name]} onChange={(e) => set({ [name]: e.target.value } as Partial<typeof state>)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
  const setMove = (i: number, day?: string) => set({ moves: day === undefined ? moves.filter((_, j) => j !== i) : moves.map((m, j) => (j === i ? day : m)) });
  const links = (ids: string[]) => (
    <p className="stay-calc__rules">
      {t('label.rule')}{' '}
      {ids.map((ruleId, i) => {
        const source = [...rules, ...nationalities].find((r) => r.id === ruleId);
        return (
          source && (
            <span key={ruleId}>
              {i > 0 && '; '}
              <a href={source.source_url}>{source.source_name}</a>
            </span>
          )
        );
      })}
    </p>
  );

  return (
    <div className="stay-calc">
      <form className="stay-calc__form" onSubmit={(event) => event.preventDefault()} aria-label={t('label.form')}>
        {field('entry', t('label.entry'), dateInput('entry'))}
        {field(
          'type',
          t('label.type'),
          select('type', entryTypes, (o) => t(`type.${o}`)),
        )}
        {field(
          'nat',
          t('label.nationality'),
          select('nat', ['', ...countries.map((c) => c.id)], (o) => countries.find((c) => c.id === o)?.name ?? t('label.nationality-none')),
        )}
        {type === 'extension' &&
          field(
            'kind',
            t('label.kind'),
            select('kind', extensionKinds, (o) => t(`kind.${o}`)),
          )}
        {(type === 'non-immigrant' || (type === 'extension' && state.kind === 'one-year')) &&
          field(
            'purpose',
            t('label.purpose'),
            select('purpose', purposes, (o) => t(`purpose.${o}`)),
          )}
        {(type === 'extension' || type === 'o-x' || type === 'ltr' || type === 'smart') &&
          field('ends', t(type === 'extension' ? 'label.ends-extension' : 'label.ends-stamp'), dateInput('ends'))}
        {type === 'ltr' && field('issued', t('label.issued'), dateInput('issued'))}
        <label className="stay-calc__check">
          <input type="checkbox" checked={state.extend} onChange={(e) => set({ extend: e.target.checked })} /> {t('label.extend')}
        </label>
        <fieldset className="stay-calc__moves">
          <legend>{t('label.moves')}</legend>
          <p className="muted">{t('label.moves-hint')}</p>
          {moves.map((day, i) => (
            <div key={i} className="stay-calc__move">
              {field(
                `move-${i}`,
                t('label.move', { n: i + 1 }),
                <input id={`${id}-move-${i}`} type="date" value={day} onChange={(e) => setMove(i, e.target.value)} />,
              )}
              <button type="button" className="button button--secondary" onClick={() => setMove(i)}>
                {t('label.remove', { n: i + 1 })}
              </button>
            </div>
          ))}
          {moves.length < 10 && (
            <button type="button" className="button button--secondary" onClick={() => set({ moves: [...moves, ''] })}>
              {t('label.add-move')}
            </button>
          )}
        </fieldset>
      </form>

      <div className="stay-calc__results" aria-live="polite">
        {!result && <p>{t('label.empty')}</p>}
        {result?.error && (
          <p className="error-text" role="alert">
            {result.error}
          </p>
        )}
        {result?.items && (
          <>
            <h2>{t('label.dates')}</h2>
            {result.notes.map((n) => (
              <div key={n.id} className="notice stay-calc__note">
                <p>{t(n.id, n.vars)}</p>
                {links(n.rules)}
              </div>
            ))}
            <ol className="stay-calc__list">
              {result.items.map((d, i) => (
                // The list is worked out anew from the inputs and holds no state: its position is its identity.
                <li key={i} className="card stay-calc__item">
                  <h3>{d.title}</h3>
                  <p className="stay-calc__date">
                    {d.from && d.kind !== 'overstay' ? t('label.from-to', { from: longDate(d.from), to: longDate(d.to!) }) : longDate(d.date)}
                  </p>
                  <p>{d.text}</p>
                  {d.pending && (
                    <p className="notice">
                      <strong>{t('label.pending')}</strong> {d.pending}
                    </p>
                  )}
                  {links(d.rules)}
                </li>
              ))}
            </ol>
            <p>
              <button type="button" className="button" onClick={() => void download(calendarSrc, result.items, texts, dateLocale)}>
                {t('label.download')}
              </button>
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default withErrorBoundary(StayCalculator);
