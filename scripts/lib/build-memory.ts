/**
 * What the build does so that its memory stays under a bare Astro site's (docs/performance.md):
 *
 * - The prerender bundle reads the content store from the file the content sync wrote, in the build's cache:
 *   Astro would otherwise make the store a module (64 MB at 10,000 posts) for the bundler to process and the
 *   prerender to compile and keep in memory beside the parsed entries.
 * - The server bundle's content store holds no news. Astro bundles the whole store into the server too (the
 *   on-demand routes read the insurance plans, the stay rules and the Thai guides), where the bundler processed it
 *   a second time and the running server loaded it at the first plans request. No on-demand route reads the news,
 *   so the server gets the store without that collection.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as devalue from 'devalue';
import type { AstroIntegration } from 'astro';

/**
 * The collections no on-demand route reads: left out of the server bundle's store. An on-demand route that reads
 * one would find it empty: take it off this list first.
 */
export const COLLECTIONS_NOT_ON_SERVER = ['news'] as const;

/** A serialized content store (Astro writes devalue's format: a Map of collection name to entries) without the named collections. */
export function storeWithout(serialized: string, omit: readonly string[]): string {
  const collections: unknown = devalue.parse(serialized);
  if (!(collections instanceof Map)) throw new Error('the content store is not a map of collections');
  for (const name of omit) collections.delete(name);
  return devalue.stringify(collections);
}

/**
 * A Vite plugin that writes Astro's content store module for one build environment, ahead of Astro's own loader
 * (which would read the whole store to write it); `code` undefined leaves the module to Astro.
 */
function storeModuleFor(environmentName: string, code: () => string | undefined) {
  return {
    name: `build-memory:${environmentName}-content-store`,
    applyToEnvironment: (environment: { name: string }) => environment.name === environmentName,
    load: {
      order: 'pre' as const,
      filter: { id: /^\0astro:data-layer-content$/ },
      handler() {
        const source = code();
        return source === undefined ? null : { code: source, map: { mappings: '' } };
      },
    },
  };
}

export function buildMemory(): AstroIntegration {
  let storeFile: string | undefined;
  /** The server's store, made once content is synced: then the build holds the least it will (the store itself). */
  let serverStore: string | undefined;
  return {
    name: 'build-memory',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        storeFile = fileURLToPath(new URL('data-store.json', config.cacheDir));
        const cachedStore = storeFile;
        updateConfig({
          vite: {
            plugins: [
              // As Astro writes the module (the store's text, parsed at load), without the news.
              storeModuleFor('ssr', () => serverStore && `export default JSON.parse(${JSON.stringify(serverStore)})`),
              // The prerender bundle runs in this build and nowhere else: it reads the store file where the content
              // sync wrote it, instead of carrying it as a module of the same size to bundle, compile and keep.
              storeModuleFor('prerender', () =>
                existsSync(cachedStore)
                  ? `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(cachedStore)}, 'utf8'));`
                  : undefined,
              ),
            ],
          },
        });
      },
      'astro:build:start': () => {
        if (!storeFile || !existsSync(storeFile)) return;
        serverStore = storeWithout(readFileSync(storeFile, 'utf8'), COLLECTIONS_NOT_ON_SERVER);
      },
    },
  };
}
