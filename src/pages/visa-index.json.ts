import type { APIRoute } from 'astro';
import { getVisaGuides } from '../lib/content';
import { visaIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse((await getVisaGuides()).map(visaIndexEntry));
