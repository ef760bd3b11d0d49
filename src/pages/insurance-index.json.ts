import type { APIRoute } from 'astro';
import { getInsuranceArticles } from '../lib/content';
import { insuranceIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse({ articles: (await getInsuranceArticles()).map(insuranceIndexEntry) });
