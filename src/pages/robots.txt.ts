/** /robots.txt: everything but the API may be crawled; the sitemap is named with the configured origin. */
import type { APIRoute } from 'astro';
import { site } from '../config/site.ts';

export const GET: APIRoute = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${site.origin}/sitemap-index.xml`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
