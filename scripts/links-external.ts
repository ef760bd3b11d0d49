/**
 * `npm run links:external` (after a build): every external link of the built site with the pages that use
 * it; when this machine reaches the network, each is checked (HEAD, then GET when HEAD is refused) and the
 * ones that fail are listed with their status. Exits non-zero when any fails.
 */
import { lookup } from 'node:dns/promises';
import { existsSync } from 'node:fs';
import { externalLinks } from './lib/links.ts';
import { site } from '../src/config/site.ts';

if (!existsSync('dist/client/index.html')) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const links = [...externalLinks('dist/client', site.origin)].sort(([a], [b]) => a.localeCompare(b));
for (const [url, pages] of links)
  console.log(
    `${url}\n    on ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ` and ${pages.length - 5} more` : ''}`,
  );
console.log(`\n${links.length} external links on the built pages.`);

const online = await lookup('example.com').then(
  () => true,
  () => false,
);
if (!online) {
  console.log('This machine has no network (example.com does not resolve): the links were listed, not checked.');
  process.exit(0);
}

async function status(url: string): Promise<string | null> {
  for (const method of ['HEAD', 'GET']) {
    try {
      const res = await fetch(url, {
        method,
        redirect: 'follow',
        signal: AbortSignal.timeout(15_000),
        headers: { 'user-agent': `${site.brand} link check` },
      });
      if (res.ok) return null;
      if (method === 'GET' || ![403, 405, 501].includes(res.status)) return `HTTP ${res.status}`;
    } catch (error) {
      if (method === 'GET') return (error as Error).message;
    }
  }
  return 'unreachable';
}

const failures: [string, string][] = [];
const queue = links.map(([url]) => url);
await Promise.all(
  Array.from({ length: 8 }, async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const problem = await status(url);
      if (problem) failures.push([url, problem]);
    }
  }),
);
for (const [url, problem] of failures)
  console.log(`FAILED ${problem}: ${url} (on ${links.find(([u]) => u === url)?.[1].join(', ')})`);
console.log(`${links.length - failures.length} of ${links.length} external links answered.`);
process.exit(failures.length ? 1 : 0);
