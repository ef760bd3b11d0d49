/** /news/atom.xml: Atom 1.0 of the newest 50 posts, written by src/lib/news/feeds.ts. */
import type { APIRoute } from 'astro';
import { getNewsPosts } from '../../lib/content/content.ts';
import { atomFeed, feedPostOf, feedSlice } from '../../lib/news/feeds.ts';
import { paths } from '../../lib/site/routes.ts';
import { site } from '../../config/site.ts';

export const GET: APIRoute = async () =>
  new Response(
    atomFeed({
      origin: site.origin,
      title: `${site.brand} News`,
      subtitle: 'News for expatriates in Thailand: visas and immigration, business, property and insurance.',
      htmlPath: paths.news(),
      selfPath: paths.newsAtom(),
      authorName: site.brand,
      posts: feedSlice(await getNewsPosts()).map(feedPostOf),
    }),
    { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' } },
  );
