/**
 * What the build does so that its memory stays under a bare Astro site's (docs/performance.md): the prerender
 * bundle reads the content store from the file the content sync wrote, in the build's cache. Astro would otherwise
 * make the store a module (64 MB at 10,000 posts) for the bundler to process and the prerender to compile and keep
 * in memory beside the parsed entries. It is the same store, whole: the prerender reads every collection as Astro
 * would give it. The server bundle keeps Astro's own store module, so an on-demand route reads every collection
 * too (tests/e2e/build-output.e2e.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * A Vite plugin that writes Astro's content store module for the prerender environment, ahead of Astro's own
 * loader (which would read the whole store to write it as a module); `code` undefined leaves the module to Astro.
 */
function prerenderStoreModule(code: () => string | undefined) {
  return {
    name: 'build-memory:prerender-content-store',
    applyToEnvironment: (environment: { name: string }) => environment.name === 'prerender',
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
  return {
    name: 'build-memory',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        const storeFile = fileURLToPath(new URL('data-store.json', config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              // The prerender bundle runs in this build and nowhere else: it reads the store file where the content
              // sync wrote it, instead of carrying it as a module of the same size to bundle, compile and keep.
              prerenderStoreModule(() =>
                existsSync(storeFile)
                  ? `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${JSON.stringify(storeFile)}, 'utf8'));`
                  : undefined,
              ),
            ],
          },
        });
      },
    },
  };
}
