import type { APIRoute } from 'astro';
import { getPropertyArticles } from '../lib/content/content.ts';
import { propertyIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse({ articles: (await getPropertyArticles()).map(propertyIndexEntry) });
