/**
 * Feeds, sitemap and robots.txt as served: RSS 2.0 and Atom 1.0 parse with
 * fast-xml-parser and with Chromium's strict XML parser and have the right
 * structure; the sitemap lists every indexable page of the build and no
 * noindex one, with lastmod from the content's dates; robots.txt names it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser.ts';
import { clientDir } from './support/fixture-site.ts';
import { CATEGORY_LABELS, FIXTURE_NEWS } from './support/fixture-news.ts';
import { site } from '../../src/config/site.ts';
import type { newsIndexEntry } from '../../src/lib/content/api-shapes.ts';

type NewsIndexEntry = ReturnType<typeof newsIndexEntry>;

const base = inject('baseUrl');
const ARRAYS = new Set([
  'rss.channel.item',
  'rss.channel.atom:link',
  'rss.channel.item.category',
  'feed.link',
  'feed.entry',
  'feed.entry.link',
  'feed.entry.category',
  'urlset.url',
  'urlset.url.xhtml:link',
  'sitemapindex.sitemap',
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Keep text as written (no number or boolean guessing).
  parseTagValue: false,
  isArray: (_name, jPath) => ARRAYS.has(String(jPath)),
});

let browser: Browser;
let index: NewsIndexEntry[];
const newest50 = () => index.slice(0, 50);
const abs = (p: string) => `${site.origin}${p}`;
/** What the feeds call a post's last change: its review date when later than its date. */
const updated = (p: NewsIndexEntry) => (p.last_reviewed && p.last_reviewed > p.date ? p.last_reviewed : p.date);

beforeAll(async () => {
  browser = await launchBrowser();
  index = (await (await fetch(`${base}/news-index.json`)).json()) as NewsIndexEntry[];
});
afterAll(async () => {
  await browser?.close();
});

async function getXml(p: string): Promise<{ text: string; type: string | null }> {
  const res = await fetch(base + p);
  expect(res.status, p).toBe(200);
  return { text: await res.text(), type: res.headers.get('content-type') };
}

/** Chromium's XML parser is strict: any well-formedness error yields a <parsererror>. */
async function browserParses(xml: string): Promise<string | null> {
  const page = await newPage(browser);
  await page.goto(`${base}/robots.txt`);
  const error = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    return doc.getElementsByTagName('parsererror')[0]?.textContent ?? null;
  }, xml);
  await page.context().close();
  return error;
}

describe('the feeds', () => {
  it.each([
    ['/news/rss.xml', 'application/rss+xml'],
    ['/news/atom.xml', 'application/atom+xml'],
  ])('%s is served as %s and parses in fast-xml-parser and in the browser', async (feed, contentType) => {
    const { text, type } = await getXml(feed);
    expect(type?.split(';')[0]).toBe(contentType);
    expect(SyntaxValidator.validate(text)).toBe(true);
    expect(await browserParses(text)).toBeNull();
  });
});

describe('RSS 2.0 /news/rss.xml', () => {
  it('has the channel, a self link and the newest 50 posts with absolute links and RFC 822 dates', async () => {
    const { text } = await getXml('/news/rss.xml');
    const rss = parser.parse(text).rss;
    expect(rss['@version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe(`${site.brand} News`);
    expect(channel.link).toBe(abs('/news/'));
    expect(channel['atom:link'][0]).toMatchObject({
      '@rel': 'self',
      '@href': abs('/news/rss.xml'),
      '@type': 'application/rss+xml',
    });
    const items = channel.item as Record<string, unknown>[];
    const expected = newest50();
    expect(items).toHaveLength(expected.length);
    items.forEach((item, i) => {
      const post = expected[i];
      expect(item.title).toBe(post.title);
      expect(item.description).toBe(post.summary);
      expect(item.link).toBe(abs(post.path));
      expect((item.guid as Record<string, string>)['#text']).toBe(abs(post.path));
      const pubDate = String(item.pubDate);
      expect(pubDate).toMatch(
        /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
      );
      expect(new Date(pubDate).toISOString().slice(0, 10)).toBe(post.date);
      expect(item['dc:creator']).toBe(post.author);
    });
    // The fixture has fewer than 50 posts: every one, newest first, each under its category's name.
    expect(items.map((item) => [item.link, (item.category as string[])[0]])).toEqual(
      FIXTURE_NEWS.map((p) => [abs(p.path), CATEGORY_LABELS[p.category]]),
    );
  });

  it('escapes what it must: no raw markup from titles or summaries', async () => {
    const { text } = await getXml('/news/rss.xml');
    for (const post of newest50()) {
      if (/[<&]/.test(post.title)) expect(text).not.toContain(`<title>${post.title}</title>`);
    }
    expect(text).not.toMatch(/<script/i);
  });
});

describe('Atom 1.0 /news/atom.xml', () => {
  it('has id, self and alternate links, RFC 3339 dates and the newest 50 entries', async () => {
    const { text } = await getXml('/news/atom.xml');
    const feed = parser.parse(text).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title['#text']).toBe(`${site.brand} News`);
    expect(feed.id).toBe(abs('/news/'));
    const links = feed.link as Record<string, string>[];
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe(abs('/news/atom.xml'));
    expect(links.find((l) => l['@rel'] === 'alternate')?.['@href']).toBe(abs('/news/'));
    const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
    expect(feed.updated).toMatch(rfc3339);
    const expected = newest50();
    const entries = feed.entry as {
      title: { '#text': string };
      summary: { '#text': string };
      id: string;
      link: { '@href': string }[];
      published: string;
      updated: string;
      author: { name: string };
      category: { '@term': string }[];
    }[];
    expect(entries).toHaveLength(expected.length);
    expect(feed.updated.slice(0, 10)).toBe(expected.map(updated).sort().at(-1));
    entries.forEach((entry, i) => {
      const post = expected[i];
      expect(entry.title['#text']).toBe(post.title);
      expect(entry.summary['#text']).toBe(post.summary);
      expect(entry.id).toBe(abs(post.path));
      expect(entry.link[0]['@href']).toBe(abs(post.path));
      expect(entry.published).toMatch(rfc3339);
      expect(entry.published.slice(0, 10)).toBe(post.date);
      expect(entry.updated).toMatch(rfc3339);
      expect(entry.updated.slice(0, 10)).toBe(updated(post));
      expect(entry.author.name).toBe(post.author);
    });
    expect(entries.map((entry) => [entry.id, entry.category[0]['@term']])).toEqual(
      FIXTURE_NEWS.map((p) => [abs(p.path), p.category]),
    );
  });
});

describe('sitemap', () => {
  /** Every built page: its URL path and whether it asks not to be indexed. */
  function builtPages(): { path: string; noindex: boolean }[] {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(path.join(dir, e.name)) : e.name === 'index.html' ? [path.join(dir, e.name)] : [],
      );
    return walk(clientDir).map((file) => {
      const rel = path.relative(clientDir, path.dirname(file)).split(path.sep).join('/');
      const html = readFileSync(file, 'utf8');
      return { path: rel ? `/${rel}/` : '/', noindex: /<meta name="robots" content="noindex/.test(html) };
    });
  }

  type SitemapUrl = { loc: string; lastmod?: string; 'xhtml:link'?: { '@hreflang': string; '@href': string }[] };
  async function sitemapUrls(): Promise<SitemapUrl[]> {
    const { text: indexXml } = await getXml('/sitemap-index.xml');
    expect(SyntaxValidator.validate(indexXml)).toBe(true);
    const sitemaps = parser.parse(indexXml).sitemapindex.sitemap as { loc: string }[];
    expect(sitemaps.length).toBeGreaterThan(0);
    const urls: SitemapUrl[] = [];
    for (const s of sitemaps) {
      expect(s.loc.startsWith(`${site.origin}/`)).toBe(true);
      const { text } = await getXml(new URL(s.loc).pathname);
      expect(SyntaxValidator.validate(text)).toBe(true);
      urls.push(...(parser.parse(text).urlset.url as SitemapUrl[]));
    }
    return urls;
  }

  it('lists every indexable page of the build and none that says noindex', async () => {
    const listed = new Set((await sitemapUrls()).map((u) => new URL(u.loc).pathname));
    const pages = builtPages();
    const indexable = pages.filter((p) => !p.noindex).map((p) => p.path);
    const noindex = pages.filter((p) => p.noindex).map((p) => p.path);
    expect(
      indexable.filter((p) => !listed.has(p)),
      'indexable pages missing from the sitemap',
    ).toEqual([]);
    expect(
      noindex.filter((p) => listed.has(p)),
      'noindex pages in the sitemap',
    ).toEqual([]);
    // The booking pages are rendered on request (today's free slots), so the build has no file for them.
    const onDemand = new Set(['/contact/book/', '/th/contact/book/']);
    expect(
      [...listed].filter((p) => !pages.some((b) => b.path === p) && !onDemand.has(p)),
      'sitemap URLs with no page',
    ).toEqual([]);
    expect(
      [...onDemand].filter((p) => !listed.has(p)),
      'the booking pages are in the sitemap',
    ).toEqual([]);
    // The news section: the hub and every post; no category, tag, page 2+ or archive page.
    expect(listed.has('/news/')).toBe(true);
    for (const post of index) expect(listed.has(post.path), post.path).toBe(true);
    expect([...listed].filter((p) => /^\/news\/(category|tag|page|archive)\//.test(p))).toEqual([]);
  });

  it('names for each page the language versions its <head> names, and none for a page in one language', async () => {
    const pairs = (links: { hreflang: string; href: string }[]) => links.map((l) => `${l.hreflang} ${l.href}`).sort();
    let paired = 0;
    for (const u of await sitemapUrls()) {
      const html = await (await fetch(base + new URL(u.loc).pathname)).text();
      const head = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
      const inHead = pairs(head.map(([, hreflang, href]) => ({ hreflang, href })));
      const inSitemap = pairs((u['xhtml:link'] ?? []).map((l) => ({ hreflang: l['@hreflang'], href: l['@href'] })));
      expect(inSitemap, u.loc).toEqual(inHead);
      if (inHead.length > 0) paired++;
    }
    // Both sides of the fixture's Thai pages: the hubs, guides, tools and the frame's pages.
    expect(paired).toBeGreaterThan(40);
  });

  it('uses the configured origin and gives lastmod from the content dates', async () => {
    const urls = await sitemapUrls();
    for (const u of urls) expect(u.loc.startsWith(`${site.origin}/`), u.loc).toBe(true);
    const byPath = new Map(urls.map((u) => [new URL(u.loc).pathname, u.lastmod]));
    for (const post of index) expect(byPath.get(post.path)?.slice(0, 10), post.path).toBe(updated(post));
    expect(byPath.get('/news/')?.slice(0, 10)).toBe(index.map(updated).sort().at(-1));
  });
});

describe('robots.txt', () => {
  it('allows crawling, keeps out /api/ and names the sitemap with the configured origin', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toContain(`Sitemap: ${site.origin}/sitemap-index.xml`);
  });
});

describe('feeds in the head', () => {
  it('every news page advertises the RSS and Atom feeds', async () => {
    for (const p of ['/news/', index[0].path, '/news/archive/']) {
      const html = await (await fetch(base + p)).text();
      expect(html, p).toContain('<link rel="alternate" type="application/rss+xml"');
      expect(html, p).toContain('href="/news/rss.xml"');
      expect(html, p).toContain('href="/news/atom.xml"');
    }
  });
});
