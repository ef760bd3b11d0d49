/**
 * `npm run bench:js`: compressed JavaScript each page type downloads on load,
 * from the current build (run `npm run build` first).
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pageScriptBytes, gzipSize } from './lib/page-js.ts';

const clientDir = path.resolve('dist/client');
const pages: Record<string, string> = {
  home: 'index.html',
  'news hub': 'news/index.html',
  'news post': '',
  'visa guide': 'visa/tourist/index.html',
  'visa hub': 'visa/index.html',
  'contact': 'contact/index.html',
  'insurance article': 'insurance/health/index.html',
  'activity': '',
  'not found': '404.html',
};
const newsIndex = path.join(clientDir, 'news-index.json');
if (existsSync(newsIndex)) {
  const first = (JSON.parse(readFileSync(newsIndex, 'utf8')) as { path: string }[])[0];
  if (first) pages['news post'] = `${first.path.slice(1)}index.html`;
}
const leisure = path.join(clientDir, 'leisure-index.json');
if (existsSync(leisure)) {
  const first = (JSON.parse(readFileSync(leisure, 'utf8')) as { path: string }[])[0];
  if (first) pages.activity = `${first.path.slice(1)}index.html`;
}

console.log('page type            HTML (gzip)   JS on load (gzip)   island');
for (const [name, rel] of Object.entries(pages)) {
  const file = path.join(clientDir, rel);
  if (!rel || !existsSync(file)) {
    console.log(`${name.padEnd(20)} (not built)`);
    continue;
  }
  const html = readFileSync(file, 'utf8');
  const { bytes } = pageScriptBytes(clientDir, html);
  const island = html.includes('<astro-island') ? 'yes' : 'no';
  console.log(`${name.padEnd(20)} ${String(gzipSize(html)).padStart(8)} B   ${String(bytes).padStart(10)} B        ${island}`);
}
