/**
 * The stay and reporting calculator: the date of entry, how the visitor entered, their nationality, an
 * extension already granted or planned and their moves give the dates that matter, each with its rule and
 * source. The words, rules, nationality records and countries come from the page as props (content/, in the
 * HTML, not in this script); the reminder file (.ics) is built in the browser by a module loaded on click,
 * so nothing typed here leaves the page. The inputs live in the address (replaced, not pushed).
 */
import { withErrorBoundary } from '../../components/ErrorBoundary.tsx';
import { useUrlState } from '../../components/useUrlState.ts';
import { formatDay } from '../../lib/shared/format.ts';
import { fill, type Country, type NationalityRecord, type Rule } from '../../lib/visa/stay.ts';
import { stayFields as fields } from '../../lib/visa/stay-url.ts';
import type { CalendarEntry } from '../../lib/visa/ics.ts';
import { stayOutcome, type StayState } from './stay-outcome.ts';
import { stayForm } from './parts/StayForm.tsx';
import './stay-calculator.css';

/** Loads ./calendar-entry.ts (bundled on its own at `src`) on first use; it builds and saves the .ics file, its dates as the page writes them. */
async function download(src: string, entries: CalendarEntry[], texts: Record<string, string>, dateLocale?: string) {
  const scope = globalThis as {
    saveStayCalendar?: (entries: CalendarEntry[], texts: Record<string, string>, dateLocale?: string) => void;
  };
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
  const [state, setState] = useUrlState(fields);
  const set = (patch: Partial<StayState>) => setState({ ...state, ...patch });
  const t = (key: string, vars?: Record<string, string | number>) => fill(texts, key, vars);
  const longDate = (day: string) => formatDay(day, dateLocale, 'weekday');
  const result = stayOutcome(state, texts, rules, nationalities, dateLocale);
  // The button shows only with the dates (result.items).
  const onDownload = () => void download(calendarSrc, result!.items!, texts, dateLocale);
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
      {stayForm(state, set, t, countries)}

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
                    {d.from && d.kind !== 'overstay'
                      ? t('label.from-to', { from: longDate(d.from), to: longDate(d.to!) })
                      : longDate(d.date)}
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
              <button type="button" className="button" onClick={onDownload}>
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
