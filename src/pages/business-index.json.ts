import type { APIRoute } from 'astro';
import { getBusinessGuides } from '../lib/content';
import { businessIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse((await getBusinessGuides()).map(businessIndexEntry));
