/** /news/rss.xml: RSS 2.0 of the newest 50 posts, built with @astrojs/rss. */
import type { APIRoute } from 'astro';
import rss from '@astrojs/rss';
import { getNewsPosts } from '../../lib/content/content.ts';
import { absoluteUrl, escapeXml, feedPostOf, feedSlice, feedUpdated, rfc822 } from '../../lib/news/feeds.ts';
import { paths } from '../../lib/site/routes.ts';
import { site } from '../../config/site.ts';

export const GET: APIRoute = async () => {
  const posts = feedSlice(await getNewsPosts()).map(feedPostOf);
  const selfUrl = absoluteUrl(site.origin, paths.newsRss());
  const lastBuild = feedUpdated(posts);
  const response = await rss({
    title: `${site.brand} News`,
    description: 'News for expatriates in Thailand: visas and immigration, business, property and insurance.',
    site: absoluteUrl(site.origin, paths.news()),
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      '<language>en-gb</language>',
      `<atom:link href="${escapeXml(selfUrl)}" rel="self" type="application/rss+xml"/>`,
      ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
    ].join(''),
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(site.origin, post.path),
      pubDate: post.date,
      description: post.summary,
      categories: post.categories.map((c) => c.label ?? c.term),
      customData: `<dc:creator>${escapeXml(post.author)}</dc:creator>`,
    })),
  });
  return new Response(response.body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
