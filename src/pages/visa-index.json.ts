import type { APIRoute } from 'astro';
import { getVisaGuides } from '../lib/content/content.ts';
import { visaIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getVisaGuides()).map(visaIndexEntry));
