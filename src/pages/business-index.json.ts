import type { APIRoute } from 'astro';
import { getBusinessGuides } from '../lib/content/content.ts';
import { businessIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getBusinessGuides()).map(businessIndexEntry));
