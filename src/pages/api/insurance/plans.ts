import type { APIRoute } from 'astro';
import { getInsurancePlans } from '../../../lib/content/content.ts';
import { insurancePlanEntry } from '../../../lib/content/api-shapes.ts';
import { jsonResponse } from '../../../lib/shared/json-response.ts';

/** On-demand twin of /insurance-plans.json: the comparator asks here first. */
export const prerender = false;

export const GET: APIRoute = async () =>
  jsonResponse((await getInsurancePlans()).map(insurancePlanEntry), { headers: { 'Cache-Control': 'public, max-age=300' } });
