import type { APIRoute } from 'astro';
import { getPropertyArticles } from '../lib/content';
import { propertyIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse({ articles: (await getPropertyArticles()).map(propertyIndexEntry) });
