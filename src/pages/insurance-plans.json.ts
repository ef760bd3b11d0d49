import type { APIRoute } from 'astro';
import { getInsurancePlans } from '../lib/content';
import { insurancePlanEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse((await getInsurancePlans()).map(insurancePlanEntry));
