import type { APIRoute } from 'astro';
import { getBankingArticles } from '../lib/content/content.ts';
import { bankingIndexEntry } from '../lib/content/api-shapes.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';

export const GET: APIRoute = async () => jsonResponse((await getBankingArticles()).map(bankingIndexEntry));
