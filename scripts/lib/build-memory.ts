/**
 * What the build does so that its memory and time stay near a bare Astro site's (docs/performance.md): Astro would
 * make the content store a module (64 MB at 10,000 posts) for the bundler to process, write and compile, twice (the
 * prerender and the server bundle). Instead both read the file the content sync wrote, parsed as JSON: the prerender
 * from the build's cache, the server from its copy beside the server bundle (`content-store.json`, copied when the
 * build is done). It is the same store, whole: every collection as Astro would give it, which
 * tests/e2e/build-output.e2e.ts checks through the server bundle's own module.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The file name of the server bundle's copy of the content store, in the server folder. */
export const SERVER_STORE_FILE = 'content-store.json';

/**
 * A Vite plugin that writes Astro's content store module for the prerender and server environments, ahead of
 * Astro's own loader (which would read the whole store to write it as a module); `code` undefined leaves the module
 * to Astro.
 */
function storeModule(code: (environment: string) => string | undefined) {
  return {
    name: 'build-memory:content-store',
    applyToEnvironment: (environment: { name: string }) =>
      environment.name === 'prerender' || environment.name === 'ssr',
    load: {
      order: 'pre' as const,
      filter: { id: /^\0astro:data-layer-content$/ },
      handler(this: { environment: { name: string } }) {
        const source = code(this.environment.name);
        return source === undefined ? null : { code: source, map: { mappings: '' } };
      },
    },
  };
}

/** A module whose default export is the store parsed from `file`, a path or an expression giving one. */
const readingStore = (file: string) =>
  `import { readFileSync } from 'node:fs';\nexport default JSON.parse(readFileSync(${file}, 'utf8'));`;

export function buildMemory(): AstroIntegration {
  let storeFile = '';
  let serverDir: URL | undefined;
  return {
    name: 'build-memory',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        storeFile = fileURLToPath(new URL('data-store.json', config.cacheDir));
        updateConfig({
          vite: {
            plugins: [
              storeModule((environment) => {
                if (!existsSync(storeFile)) return undefined;
                // The prerender runs in this build: the cache's file. The server runs anywhere the build is copied
                // to: the copy in its own folder, found from the module (Astro writes it to server/chunks/).
                return environment === 'prerender'
                  ? readingStore(JSON.stringify(storeFile))
                  : readingStore(`new URL('../${SERVER_STORE_FILE}', import.meta.url)`);
              }),
            ],
          },
        });
      },
      'astro:config:done': ({ config }) => {
        serverDir = config.build.server;
      },
      'astro:build:done': () => {
        if (serverDir && existsSync(storeFile)) copyFileSync(storeFile, new URL(SERVER_STORE_FILE, serverDir));
      },
    },
  };
}
