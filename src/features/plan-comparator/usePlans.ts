/**
 * The plans to compare: the page's own list (the server's HTML holds the table built from it) until
 * /api/insurance/plans answers, else the static copy /insurance-plans.json; neither gives a list: the error state.
 */
import { useEffect, useState } from 'react';
import { fetchJson } from '../../lib/shared/fetch-json.ts';
import type { ComparedPlan } from '../../lib/insurance/plans.ts';

export type Load = 'loading' | 'ready' | 'error';

/** The fresh list, or null when neither address gave one. */
export function loadPlans(): Promise<ComparedPlan[] | null> {
  // The API answered with an error or not with JSON: the static copy of the same list.
  return fetchJson<ComparedPlan[]>(['api', 'insurance', 'plans'])
    .catch(() => fetchJson<ComparedPlan[]>('insurance-plans.json'))
    .then(
      (list) => (Array.isArray(list) ? list : null),
      (error: unknown) => {
        console.error('Plans not loaded', error);
        return null;
      },
    );
}

export function usePlans(initialPlans: ComparedPlan[]): [ComparedPlan[], Load] {
  const [plans, setPlans] = useState(initialPlans);
  const [load, setLoad] = useState<Load>('loading');
  useEffect(() => {
    let current = true;
    void loadPlans().then((list) => {
      if (!current) return;
      if (list) setPlans(list);
      setLoad(list ? 'ready' : 'error');
    });
    return () => {
      current = false;
    };
  }, []);
  return [plans, load];
}
