import type { APIRoute } from 'astro';
import { getBankingArticles } from '../lib/content';
import { bankingIndexEntry } from '../lib/api-shapes';
import { jsonResponse } from '../lib/json-response';

export const GET: APIRoute = async () => jsonResponse((await getBankingArticles()).map(bankingIndexEntry));
