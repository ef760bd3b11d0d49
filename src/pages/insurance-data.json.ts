import type { APIRoute } from 'astro';
import { getInsuranceHub, getInsuranceSections } from '../lib/content/content.ts';
import { insuranceDataBody } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

/** Hub record (slug "index") plus one record of content sections per slug. */
export const GET: APIRoute = async () =>
  jsonResponse(insuranceDataBody(await getInsuranceHub(), await getInsuranceSections()));
