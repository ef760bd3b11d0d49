/**
 * Two things the build does so that its memory stays at a bare Astro site's (docs/performance.md):
 *
 * - The server bundle's content store holds no news. Astro bundles the whole content store into every build
 *   environment that imports `astro:content`: the prerender one, and the server one (the on-demand routes read the
 *   insurance plans, the stay rules and the Thai guides). At 10,000 posts that store is a 64 MB module which the
 *   bundler then processes twice, and which the running server loads at the first plans request. No on-demand
 *   route reads the news, so the server environment gets the store without that collection.
 * - A full garbage collection right before prerendering, when the Vite builds' garbage is still on the heap and the
 *   prerender is about to load the store; it runs only when node was started with `--expose-gc` (as
 *   scripts/lib/astro-build.ts starts the build).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as devalue from 'devalue';
import type { AstroIntegration } from 'astro';

/** The collections no on-demand route reads: left out of the server bundle's store. */
export const COLLECTIONS_NOT_ON_SERVER = ['news'] as const;

/** A serialized content store (Astro writes devalue's format: a Map of collection name to entries) without the named collections. */
export function storeWithout(serialized: string, omit: readonly string[]): string {
  const collections: unknown = devalue.parse(serialized);
  if (!(collections instanceof Map)) throw new Error('the content store is not a map of collections');
  for (const name of omit) collections.delete(name);
  return devalue.stringify(collections);
}

const collectGarbage = () => (globalThis as { gc?: () => void }).gc?.();

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
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'build-memory:server-store-without-news',
                applyToEnvironment: (environment) => environment.name === 'ssr',
                // Before Astro's own plugin, which would read the whole store to write the module.
                load: {
                  order: 'pre',
                  filter: { id: /^\0astro:data-layer-content$/ },
                  handler() {
                    // No store on disk (no content synced): Astro's own plugin answers.
                    if (serverStore === undefined) return null;
                    // As Astro writes the module: the store's text, parsed at load.
                    return { code: `export default JSON.parse(${JSON.stringify(serverStore)})`, map: { mappings: '' } };
                  },
                },
              },
              {
                name: 'build-memory:collect-before-prerender',
                // Astro prerenders in its own post-order buildApp hook, added after the config's plugins: this runs first.
                buildApp: {
                  order: 'post',
                  handler: async () => collectGarbage(),
                },
              },
            ],
          },
        });
      },
      'astro:build:start': () => {
        if (!storeFile || !existsSync(storeFile)) return;
        serverStore = storeWithout(readFileSync(storeFile, 'utf8'), COLLECTIONS_NOT_ON_SERVER);
        collectGarbage();
      },
    },
  };
}
