import type { APIRoute } from 'astro';
import { getLeisureActivities } from '../lib/content/content.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';
import { isoDay } from '../lib/site/routes.ts';

export const GET: APIRoute = async () =>
  jsonResponse((await getLeisureActivities()).map((a) => ({ ...a, last_reviewed: isoDay(a.last_reviewed) })));
