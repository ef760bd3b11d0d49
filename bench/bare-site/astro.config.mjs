// The bare baseline of `npm run bench:build -- --vs-bare`: the news routes of the site, no layout, no islands.
import { defineConfig } from 'astro/config';

// Its cache outside the repository's tracked files, emptied by the benchmark so each build is cold.
export default defineConfig({
  output: 'static',
  site: 'https://example.com',
  cacheDir: '../../.bench/bare-site-cache',
});
