import type { APIRoute } from 'astro';
import { getLeisureActivities } from '../lib/content';
import { jsonResponse } from '../lib/json-response';
import { isoDay } from '../lib/routes';

export const GET: APIRoute = async () =>
  jsonResponse((await getLeisureActivities()).map((a) => ({ ...a, last_reviewed: isoDay(a.last_reviewed) })));
