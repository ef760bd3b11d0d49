/**
 * `npm run bench:js`: the JavaScript each page type loads, by the budget's
 * rule (every script, inline ones too, each gzip level 6, 1 KB = 1,024 B),
 * and the compressed HTML, from the current build (run `npm run build` first).
 * Page types come from the section model: each hub and its first guide.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { kb, pageScriptBytes, gzipSize } from './lib/page-js.ts';
import { sections } from '../src/lib/site/sections.ts';
import { firstGuidePathOf } from './lib/first-guide.ts';

const clientDir = path.resolve('dist/client');
const fileOf = (urlPath: string) => path.join(urlPath.replace(/^\//, ''), 'index.html');

function firstGuide(indexJson: string, guidePath: (slug: string) => string): string | undefined {
  const file = path.join(clientDir, indexJson);
  return existsSync(file) ? firstGuidePathOf(JSON.parse(readFileSync(file, 'utf8')), guidePath) : undefined;
}

const pages: Record<string, string> = { home: 'index.html' };
for (const section of sections) {
  pages[`${section.id} hub`] = fileOf(section.path);
  for (const listing of section.extraListings) pages[`${section.id} list`] = fileOf(listing);
  const guide = firstGuide(section.indexJson, section.guidePath);
  if (guide) pages[`${section.id} guide`] = fileOf(guide);
}
const newsPost = firstGuide('news-index.json', (slug) => slug);
Object.assign(pages, {
  'news hub': 'news/index.html',
  ...(newsPost ? { 'news post': fileOf(newsPost) } : {}),
  contact: 'contact/index.html',
  search: 'search/index.html',
  'insurance comparator': 'insurance/resources/index.html',
  'stay calculator': 'visa/stay-calculator/index.html',
  'tax residence days': 'business/tax-residence-days/index.html',
  'money planner': 'visa/retirement-money-planner/index.html',
  'not found': '404.html',
  'th home': 'th/index.html',
  'th visa hub': 'th/visa/index.html',
  'th search': 'th/search/index.html',
  'th stay calculator': 'th/visa/stay-calculator/index.html',
  'th money planner': 'th/visa/retirement-money-planner/index.html',
  'th tax residence days': 'th/business/tax-residence-days/index.html',
  'th insurance comparator': 'th/insurance/resources/index.html',
  'th contact': 'th/contact/index.html',
});

console.log('page type            HTML (gzip)   JS on load (gzip-6)   island');
for (const [name, rel] of Object.entries(pages)) {
  const file = path.join(clientDir, rel);
  if (!existsSync(file)) {
    console.log(`${name.padEnd(20)} (not built)`);
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const { bytes } = pageScriptBytes(clientDir, html);
  const island = html.includes('<astro-island') ? 'yes' : 'no';
  console.log(`${name.padEnd(20)} ${kb(gzipSize(html)).padStart(9)}   ${kb(bytes).padStart(12)}          ${island}`);
}
