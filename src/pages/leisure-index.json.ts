import type { APIRoute } from 'astro';
import { getLeisureActivities } from '../lib/content/content.ts';
import { leisureIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getLeisureActivities()).map(leisureIndexEntry));
