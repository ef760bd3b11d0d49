/**
 * The calculator's inputs: entry date and type, nationality, and the fields each type needs, the planned extension
 * and the moves. A plain function, not a component: the island stays one component, as its bytes do.
 */
import type { ReactNode } from 'react';
import { entryTypes, extensionKinds, purposes, stampedTypes, type Country } from '../../../lib/visa/stay.ts';
import type { StayState } from '../stay-outcome.ts';

/** The page's texts by id, filled in. */
type Texts = (key: string, vars?: Record<string, string | number>) => string;

const field = (name: string, label: string, control: ReactNode) => (
  <div className="field stay-calc__field">
    <label htmlFor={`stay-${name}`}>{label}</label>
    {control}
  </div>
);

/** The moves out of Thailand: one date each, removable, at most ten. */
function movesFieldset(moves: string[], set: (patch: Partial<StayState>) => void, t: Texts) {
  const setMove = (i: number, day?: string) =>
    set({ moves: day === undefined ? moves.filter((_, j) => j !== i) : moves.map((m, j) => (j === i ? day : m)) });
  return (
    <fieldset className="stay-calc__moves">
      <legend>{t('label.moves')}</legend>
      <p className="muted">{t('label.moves-hint')}</p>
      {moves.map((day, i) => (
        <div key={i} className="stay-calc__move">
          {field(
            `move-${i}`,
            t('label.move', { n: i + 1 }),
            <input id={`stay-move-${i}`} type="date" value={day} onChange={(e) => setMove(i, e.target.value)} />,
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
  );
}

/** One calculator a page: its control ids have the fixed prefix `stay-`. */
export function stayForm(state: StayState, set: (patch: Partial<StayState>) => void, t: Texts, countries: Country[]) {
  const { type, moves } = state;
  const dateInput = (name: 'entry' | 'ends' | 'issued') => (
    <input id={`stay-${name}`} type="date" value={state[name]} onChange={(e) => set({ [name]: e.target.value })} />
  );
  const select = <K extends 'type' | 'purpose' | 'kind' | 'nat'>(
    name: K,
    options: readonly string[],
    label: (o: string) => string,
  ) => (
    <select
      id={`stay-${name}`}
      value={state[name]}
      onChange={(e) => set({ [name]: e.target.value } as Partial<StayState>)}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {label(o)}
        </option>
      ))}
    </select>
  );
  // A drop-down worded by the page's texts `label.{name}` and `{name}.{option}`.
  const choice = (name: 'type' | 'purpose' | 'kind', options: readonly string[]) =>
    field(
      name,
      t(`label.${name}`),
      select(name, options, (o) => t(`${name}.${o}`)),
    );

  return (
    <form className="stay-calc__form" onSubmit={(event) => event.preventDefault()} aria-label={t('label.form')}>
      {field('entry', t('label.entry'), dateInput('entry'))}
      {choice('type', entryTypes)}
      {field(
        'nat',
        t('label.nationality'),
        select(
          'nat',
          ['', ...countries.map((c) => c.id)],
          (o) => countries.find((c) => c.id === o)?.name ?? t('label.nationality-none'),
        ),
      )}
      {type === 'extension' && choice('kind', extensionKinds)}
      {(type === 'non-immigrant' || (type === 'extension' && state.kind === 'one-year')) && choice('purpose', purposes)}
      {stampedTypes.includes(type) &&
        field('ends', t(type === 'extension' ? 'label.ends-extension' : 'label.ends-stamp'), dateInput('ends'))}
      {type === 'ltr' && field('issued', t('label.issued'), dateInput('issued'))}
      <label className="stay-calc__check">
        <input type="checkbox" checked={state.extend} onChange={(e) => set({ extend: e.target.checked })} />{' '}
        {t('label.extend')}
      </label>
      {movesFieldset(moves, set, t)}
    </form>
  );
}
