import type { APIRoute } from 'astro';
import { getGuides } from '../lib/content/content.ts';
import { guideIndexBody } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse(guideIndexBody('visa', await getGuides('visa')));
