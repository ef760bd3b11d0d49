import type { APIRoute } from 'astro';
import { getNewsPosts } from '../lib/content/content.ts';
import { newsIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getNewsPosts()).map(newsIndexEntry));
