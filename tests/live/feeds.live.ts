/**
 * The live build's feeds and sitemap are valid, whatever posts editors publish: RSS 2.0 and Atom 1.0 well-formed
 * with the required elements on every item (absolute links under the site's origin, RFC 822 and RFC 3339 dates),
 * and every sitemap URL a page of the build. The structure in detail, with expected posts, is pinned on the
 * fixture site (tests/e2e/feeds.e2e.ts).
 */
import { ON_DEMAND_PAGES } from '../../src/server/http/routes.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { XMLParser } from 'fast-xml-parser';
import { SyntaxValidator } from 'fast-xml-validator';
import { site } from '../../src/config/site.ts';
import { liveClientDir } from './support/live-site.ts';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (_name, jPath) =>
    ['rss.channel.item', 'feed.entry', 'feed.entry.link', 'urlset.url', 'sitemapindex.sitemap'].includes(String(jPath)),
});
const read = (file: string) => readFileSync(path.join(liveClientDir, file), 'utf8');
const underOrigin = (url: string) => url.startsWith(`${site.origin}/`);
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('feeds of the live build', () => {
  it('RSS 2.0: well-formed, every item with a title, an absolute link and guid, and an RFC 822 date', () => {
    const text = read('news/rss.xml');
    expect(SyntaxValidator.validate(text)).toBe(true);
    const items = (parser.parse(text).rss.channel.item ?? []) as {
      title?: string;
      link?: string;
      guid?: { '#text': string };
      pubDate?: string;
    }[];
    expect(items.length).toBeGreaterThan(0);
    const problems = items.flatMap((item, i) => {
      const name = `item ${i + 1} (${item.link})`;
      return [
        !item.title && `${name}: no title`,
        !(item.link && underOrigin(item.link)) && `${name}: link not under ${site.origin}`,
        item.guid?.['#text'] !== item.link && `${name}: guid is not the link`,
        !RFC_822.test(String(item.pubDate)) && `${name}: pubDate ${item.pubDate} is not RFC 822`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  it('Atom 1.0: well-formed, every entry with a title, an absolute id and link, and RFC 3339 dates', () => {
    const text = read('news/atom.xml');
    expect(SyntaxValidator.validate(text)).toBe(true);
    const feed = parser.parse(text).feed;
    expect(feed.updated).toMatch(RFC_3339);
    const entries = (feed.entry ?? []) as {
      title?: { '#text': string };
      id?: string;
      link?: { '@href': string }[];
      published?: string;
      updated?: string;
    }[];
    expect(entries.length).toBeGreaterThan(0);
    const problems = entries.flatMap((entry, i) => {
      const name = `entry ${i + 1} (${entry.id})`;
      return [
        !entry.title?.['#text'] && `${name}: no title`,
        !(entry.id && underOrigin(entry.id)) && `${name}: id not under ${site.origin}`,
        entry.link?.[0]?.['@href'] !== entry.id && `${name}: link is not the id`,
        !RFC_3339.test(String(entry.published)) && `${name}: published ${entry.published} is not RFC 3339`,
        !RFC_3339.test(String(entry.updated)) && `${name}: updated ${entry.updated} is not RFC 3339`,
      ].filter(Boolean);
    });
    expect(problems).toEqual([]);
  });

  // A page is a file of the build or one the server renders on request (the booking pages list today's free slots).
  const isPage = (pathname: string) =>
    existsSync(path.join(liveClientDir, pathname, 'index.html')) ||
    ON_DEMAND_PAGES.includes(pathname.replace(/\/+$/, ''));

  it('the sitemap: well-formed, and every URL under the origin is a page of the build', () => {
    const indexXml = read('sitemap-index.xml');
    expect(SyntaxValidator.validate(indexXml)).toBe(true);
    const sitemaps = parser.parse(indexXml).sitemapindex.sitemap as { loc: string }[];
    expect(sitemaps.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { loc } of sitemaps) {
      const text = read(new URL(loc).pathname.slice(1));
      expect(SyntaxValidator.validate(text), loc).toBe(true);
      const urls = parser.parse(text).urlset.url as { loc: string }[];
      expect(urls.length, loc).toBeGreaterThan(0);
      for (const url of urls) {
        if (!underOrigin(url.loc)) problems.push(`${loc}: ${url.loc} is not under ${site.origin}`);
        else if (!isPage(new URL(url.loc).pathname)) problems.push(`${loc}: ${url.loc} has no page`);
      }
    }
    expect(problems).toEqual([]);
  });
});
