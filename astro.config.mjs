// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { site } from './src/config/site.ts';
import { isIndexable } from './src/lib/site/indexing.ts';
import { contentLastmod, withLastmod } from './src/lib/content/sitemap-lastmod.ts';
import { sitemapWithAlternates } from './src/i18n/sitemap.ts';
import { decapAdmin } from './scripts/lib/decap-admin.ts';
import { buildMemory } from './scripts/lib/build-memory.ts';
import { translationDriftCheck } from './scripts/lib/translation-drift.ts';

/**
 * Static output for every content page; the Node adapter serves the API
 * (/api/...) and the pages rendered on request (booking). The wrapper in
 * src/server/http adds compression, security headers and the 301s.
 */
export default defineConfig({
  site: site.origin,
  output: 'static',
  // Tests and benchmarks build fixture content with their own cache so they never clobber the main one.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  // 'ignore': our server applies the trailing-slash rule (301) to pages, never to /api/*.
  trailingSlash: 'ignore',
  // English at today's URLs, Thai under /th/ with the same paths (src/i18n/locales.ts holds the same list).
  i18n: { locales: ['en', 'th'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  adapter: node({ mode: 'middleware', bodySizeLimit: 64 * 1024 }),
  integrations: [
    // First: a Thai guide whose English changed since it was stamped stops the build before it starts (a warning in dev).
    translationDriftCheck(),
    react(),
    // The content editor at /admin/ (public/admin/): its bundle, served in dev and copied into the build.
    decapAdmin(),
    // The prerender and the server read the content store as JSON, never as a module of the bundle.
    buildMemory(),
    // Only indexable pages (no category, tag, page 2+, archive or utility pages), each with lastmod from its
    // content's dates (src/lib/content/sitemap-lastmod.ts); pages in both languages list each other and x-default
    // (English), as their <link rel="alternate"> do (src/i18n/sitemap.ts).
    sitemap(
      sitemapWithAlternates(
        (page) => isIndexable(new URL(page).pathname),
        withLastmod(() =>
          contentLastmod({
            contentRoot: process.env.CONTENT_ROOT ?? './content',
            newsDir: process.env.NEWS_CONTENT_DIR ?? 'news',
          }),
        ),
      ),
    ),
  ],
  markdown: { syntaxHighlight: false },
  build: {
    format: 'directory',
    inlineStylesheets: 'never',
    // Pages render while others are written: with one at a time the build waits on the disk for about a third of
    // its prerender (npm run bench:build, docs/performance.md). Page code keeps no per-page state in modules.
    concurrency: 4,
  },
  prefetch: false,
  devToolbar: { enabled: false },
  image: { responsiveStyles: false },
  // Island chunks (client build, Vite 8 bundles with Rolldown). Every island page loads React, React DOM, the JSX
  // runtime and the error boundary each island wraps itself in: one chunk instead of three (about 0.45 KB gzip
  // less per island page, npm run bench:js). The other modules islands share (src/lib/shared/format.ts, the URL
  // state helpers) stay automatic chunks. Rolldown could inline small common chunks into each island
  // (codeSplitting.experimentalInlineCommonChunks), but that needs preserveEntrySignatures: false and Astro's
  // client build keeps 'exports-only' because islands are loaded by their exports.
  //
  // Server chunks are written ASCII-only (non-ASCII escaped): with the Thai dictionaries written as is, V8 keeps a
  // chunk's whole source at two bytes a character; ASCII-only, one. The content store is no module at all: the
  // prerender and the server read it as JSON (scripts/lib/build-memory.ts). Island chunks keep UTF-8: escaped Thai
  // would weigh more on the wire.
  vite: {
    environments: {
      ssr: { build: { rolldownOptions: { output: { charset: 'ascii' } } } },
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'react',
                    test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]components[\\/]ErrorBoundary\.tsx/,
                  },
                  {
                    name: 'url-state',
                    test: /src[\\/](components[\\/]useUrlState|lib[\\/]shared[\\/]url-state(-fields)?)\.ts/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  security: {
    checkOrigin: true,
    // Behind a TLS-terminating proxy the request arrives as http://host; trusting the
    // forwarded host of our own origin lets form posts pass the origin check.
    allowedDomains: [
      { hostname: new URL(site.origin).hostname, protocol: 'https' },
      { hostname: 'localhost' },
      { hostname: '127.0.0.1' },
    ],
    csp: {
      algorithm: 'SHA-256',
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "base-uri 'self'",
        "object-src 'none'",
        "manifest-src 'self'",
      ],
    },
  },
});
