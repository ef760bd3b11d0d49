import type { APIRoute } from 'astro';
import { getInsurancePlans, getRulesFor } from '../../../lib/content/content.ts';
import { comparedPlan, planRules } from '../../../lib/insurance/plans.ts';
import { jsonResponse } from '../../../lib/shared/json-response.ts';

/** On-demand twin of /insurance-plans.json: the comparator asks here first. */
export const prerender = false;

export const GET: APIRoute = async () => {
  const rules = planRules(await getRulesFor('plan-comparator'));
  return jsonResponse(
    (await getInsurancePlans()).map((plan) => comparedPlan(plan, rules)),
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  );
};
