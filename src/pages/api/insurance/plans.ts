import type { APIRoute } from 'astro';
import { getInsurancePlans } from '../../../lib/content';
import { insurancePlanEntry } from '../../../lib/api-shapes';
import { jsonResponse } from '../../../lib/json-response';

/** On-demand twin of /insurance-plans.json (SPEC 7): the comparator asks here first. */
export const prerender = false;

export const GET: APIRoute = async () =>
  jsonResponse((await getInsurancePlans()).map(insurancePlanEntry), { headers: { 'Cache-Control': 'public, max-age=300' } });
