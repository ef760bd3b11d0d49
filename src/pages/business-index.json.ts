import type { APIRoute } from 'astro';
import { guideIndexRoute } from '../lib/content/content.ts';

export const GET: APIRoute = guideIndexRoute('business');
