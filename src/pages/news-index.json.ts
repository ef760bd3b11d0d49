import type { APIRoute } from 'astro';
import { getNewsPosts } from '../lib/content';
import { newsIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse((await getNewsPosts()).map(newsIndexEntry));
