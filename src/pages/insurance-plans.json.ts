import type { APIRoute } from 'astro';
import { getInsurancePlans } from '../lib/content/content.ts';
import { insurancePlanEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getInsurancePlans()).map(insurancePlanEntry));
