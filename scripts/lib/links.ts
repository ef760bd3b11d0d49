/**
 * The links of a built site (dist/client): every internal link, image, script, stylesheet and `#fragment` on
 * every page, checked against the files and element ids that exist; and every external link with the pages
 * that use it. Used by the live-content checks (tests/live/links.live.ts) and `npm run links:external`.
 *
 * A path resolves when a built file answers it as our server would: `/a/` is `a/index.html`, `/a.json` is
 * that file. A page path without its trailing slash is reported (it costs a redirect). The on-demand routes
 * (`/api/...`) are known by name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

interface PageLinks {
  /** The page's URL path: "/visa/dtv/" for visa/dtv/index.html. */
  page: string;
  /** Ids (and <a name>) on the page, for fragments. */
  ids: Set<string>;
  /** Every URL the page references, with the attribute it came from. */
  refs: { url: string; from: string }[];
}

interface BrokenLink {
  page: string;
  link: string;
  from: string;
  reason: string;
}

/** Attributes that hold URLs, per element. */
const urlAttributes: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  script: ['src'],
  iframe: ['src'],
  video: ['src', 'poster'],
  audio: ['src'],
  form: ['action'],
  meta: ['content'],
};

/** Meta tags whose content is a URL. */
const urlMetas = new Set(['og:url', 'og:image', 'twitter:image']);

function parsePage(page: string, html: string): PageLinks {
  const ids = new Set<string>();
  const refs: PageLinks['refs'] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id) ids.add(attributes.id);
        if (name === 'a' && attributes.name) ids.add(attributes.name);
        for (const attribute of urlAttributes[name] ?? []) {
          const value = attributes[attribute];
          if (!value) continue;
          if (name === 'meta' && !urlMetas.has(attributes.property ?? attributes.name ?? '')) continue;
          // rel=preconnect/dns-prefetch name origins, not documents.
          if (name === 'link' && /\b(preconnect|dns-prefetch)\b/.test(attributes.rel ?? '')) continue;
          const urls =
            attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0]) : [value.trim()];
          for (const url of urls) if (url) refs.push({ url, from: `<${name} ${attribute}>` });
        }
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return { page, ids, refs };
}

/** Every HTML file under `root`, as [URL path, file]. */
export function htmlFiles(root: string): [string, string][] {
  const out: [string, string][] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'pagefind') walk(full);
      } else if (entry.name.endsWith('.html')) {
        const rel = '/' + path.relative(root, full).split(path.sep).join('/');
        out.push([rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel, full]);
      }
    }
  };
  walk(root);
  return out;
}

/** Every file under `root` as a URL path ("/a/index.html", "/_astro/x.js"). */
function allFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add('/' + path.relative(root, full).split(path.sep).join('/'));
    }
  };
  walk(root);
  return files;
}

const skipped = /^(mailto:|tel:|sms:|javascript:|data:|blob:)/i;

/**
 * Checks every internal reference of every page under `root`. `origin` is the site's own origin (absolute
 * links to it are internal); `onDemand` the paths the server answers without a file.
 */
export function checkInternalLinks(
  root: string,
  options: { origin: string; onDemand: readonly string[] },
): { broken: BrokenLink[]; pages: number; links: number } {
  const files = allFiles(root);
  const pages = htmlFiles(root).map(([page, file]) => parsePage(page, readFileSync(file, 'utf8')));
  const idsByPage = new Map(pages.map((p) => [p.page, p.ids]));
  const broken: BrokenLink[] = [];
  let links = 0;
  for (const { page, ids, refs } of pages) {
    for (const { url, from } of refs) {
      if (skipped.test(url)) continue;
      let target: URL;
      try {
        target = new URL(url, options.origin + page);
      } catch {
        broken.push({ page, link: url, from, reason: 'not a valid URL' });
        continue;
      }
      if (target.origin !== options.origin) continue;
      links += 1;
      const report = (reason: string) => broken.push({ page, link: url, from, reason });
      let pathname: string;
      try {
        pathname = decodeURIComponent(target.pathname);
      } catch {
        report('bad percent-encoding');
        continue;
      }
      const fragment = target.hash ? decodeURIComponent(target.hash.slice(1)) : '';
      if (options.onDemand.includes(pathname.replace(/\/$/, ''))) continue;
      let file: string | undefined;
      if (pathname.endsWith('/')) file = files.has(`${pathname}index.html`) ? `${pathname}index.html` : undefined;
      else if (files.has(pathname)) file = pathname;
      else if (files.has(`${pathname}/index.html`)) {
        report(`no trailing slash: ${pathname}/ is the page (a redirect on every visit)`);
        continue;
      }
      if (!file) {
        report('no such page or file');
        continue;
      }
      if (fragment && file.endsWith('.html')) {
        const targetPage = file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file;
        const targetIds = targetPage === page ? ids : idsByPage.get(targetPage);
        if (!targetIds?.has(fragment)) report(`no element with id "${fragment}" on ${targetPage}`);
      }
    }
  }
  return { broken, pages: pages.length, links };
}

/** External links (http and https to other origins), each with the pages that use it. */
export function externalLinks(root: string, origin: string): Map<string, string[]> {
  const byUrl = new Map<string, string[]>();
  for (const [page, file] of htmlFiles(root)) {
    for (const { url } of parsePage(page, readFileSync(file, 'utf8')).refs) {
      if (!/^https?:\/\//i.test(url)) continue;
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        continue;
      }
      if (target.origin === origin) continue;
      const key = target.href;
      const pagesOf = byUrl.get(key) ?? [];
      if (!pagesOf.includes(page)) pagesOf.push(page);
      byUrl.set(key, pagesOf);
    }
  }
  return byUrl;
}
