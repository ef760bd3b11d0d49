import type { APIRoute } from 'astro';
import { getInsurancePlans, getRulesFor } from '../lib/content/content.ts';
import { comparedPlan, planRules } from '../lib/insurance/plans.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => {
  const rules = planRules(await getRulesFor('plan-comparator'));
  return jsonResponse((await getInsurancePlans()).map((plan) => comparedPlan(plan, rules)));
};
