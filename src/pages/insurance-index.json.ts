import type { APIRoute } from 'astro';
import { getInsuranceArticles } from '../lib/content/content.ts';
import { insuranceIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse({ articles: (await getInsuranceArticles()).map(insuranceIndexEntry) });
