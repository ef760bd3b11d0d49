/**
 * The content editor's code (Decap CMS's self-contained bundle, React included, from the `decap-cms` devDependency)
 * at /admin/: served from node_modules by the dev server (npm run cms) and copied beside public/admin/index.html at
 * build, with the `yaml` package's browser build that public/admin/editor.js uses. Only /admin/index.html loads
 * them; no public page does.
 *
 * Why `decap-cms` and not `decap-cms-app`: the app's dist bundle expects React and ReactDOM as browser globals,
 * which React 19 no longer ships as a file; `decap-cms` is the same app bundled with its React.
 */
import { copyFileSync, cpSync, createReadStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The bundle's entry, its lazily loaded chunks and its WebAssembly (no source maps: 25 MB each). */
const isBundleFile = (name: string) =>
  /^(\d+\.)?decap-cms\.js$/.test(name) || name === 'decap-cms.js.LICENSE.txt' || name.endsWith('.wasm');

function decapDistDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The `yaml` package's browser build (ES modules), which public/admin/editor.js imports from /admin/yaml/. */
function yamlBrowserDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('yaml/package.json')), 'browser', 'dist');
}

export function decapAdmin(): AstroIntegration {
  return {
    name: 'decap-admin',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const distDir = decapDistDir();
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev');
          // The editor's page: public/admin/index.html answers /admin/ as the built site does.
          if (url.pathname === '/admin' || url.pathname === '/admin/') {
            req.url = '/admin/index.html';
            return next();
          }
          const name = url.pathname.startsWith('/admin/') ? url.pathname.slice('/admin/'.length) : '';
          const yamlFile = name.startsWith('yaml/')
            ? path.join(yamlBrowserDir(), path.normalize(name.slice('yaml/'.length)))
            : '';
          const file = yamlFile.startsWith(yamlBrowserDir() + path.sep)
            ? yamlFile
            : isBundleFile(name)
              ? path.join(distDir, name)
              : '';
          if (!file || !existsSync(file) || !statSync(file).isFile()) return next();
          res.setHeader('Content-Type', name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8');
          createReadStream(file).pipe(res);
        });
      },
      'astro:build:done': ({ dir }) => {
        const distDir = decapDistDir();
        const target = path.join(fileURLToPath(dir), 'admin');
        mkdirSync(target, { recursive: true });
        for (const name of readdirSync(distDir).filter(isBundleFile))
          copyFileSync(path.join(distDir, name), path.join(target, name));
        cpSync(yamlBrowserDir(), path.join(target, 'yaml'), { recursive: true });
      },
    },
  };
}
