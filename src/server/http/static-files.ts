/**
 * Serves the prerendered site from dist/client: the brotli or gzip twin a
 * build wrote beside each text file when the client accepts it, conditional
 * requests, and cache rules (hashed assets forever, HTML and JSON revalidated).
 */
import { createReadStream, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  // Pagefind's index fragments and metadata (already compressed by Pagefind itself).
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};

export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Feeds get their own types so feed readers recognise them. */
function feedType(urlPath: string): string | undefined {
  if (urlPath.endsWith('/rss.xml')) return 'application/rss+xml; charset=utf-8';
  if (urlPath.endsWith('/atom.xml')) return 'application/atom+xml; charset=utf-8';
  return undefined;
}

function statFile(filePath: string): Stats | undefined {
  try {
    const stats = statSync(filePath);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file under `root` for a URL path: "/visa/" -> visa/index.html. Null when
 * the path escapes the root, names a dotfile, or no file exists.
 */
export function resolveStaticFile(root: string, urlPath: string): { filePath: string; stats: Stats } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((seg) => seg.startsWith('.') && seg !== '')) return null;
  const relative = decoded.endsWith('/') ? `${decoded}index.html` : decoded;
  const filePath = path.resolve(root, `.${path.posix.normalize(relative)}`);
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return null;
  const stats = statFile(filePath);
  return stats ? { filePath, stats } : null;
}

/** Which encoding to send: brotli first, then gzip, if the client accepts it and a twin exists. */
export function pickEncoding(acceptEncoding: string | undefined, has: (ext: '.br' | '.gz') => boolean): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br') && has('.br')) return 'br';
  if ((accepted.includes('gzip') || accepted.includes('*')) && has('.gz')) return 'gzip';
  return null;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('/') || urlPath.endsWith('.html') || urlPath.endsWith('.json') || urlPath.endsWith('.xml')) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=3600';
}

export interface ServeOptions {
  status?: number;
  /** Extra headers (security headers are set by the caller). */
  headers?: Record<string, string>;
}

/** Streams a resolved file, honouring HEAD, If-None-Match and Accept-Encoding. */
export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
  file: { filePath: string; stats: Stats },
  options: ServeOptions = {},
): void {
  const status = options.status ?? 200;
  const encoding = pickEncoding(req.headers['accept-encoding'], (ext) => Boolean(statFile(file.filePath + ext)));
  const servedPath = encoding === 'br' ? `${file.filePath}.br` : encoding === 'gzip' ? `${file.filePath}.gz` : file.filePath;
  const servedStats = servedPath === file.filePath ? file.stats : (statFile(servedPath) ?? file.stats);
  const etag = `W/"${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

  res.setHeader('Content-Type', feedType(urlPath) ?? contentTypeFor(file.filePath));
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(options.headers ?? {})) res.setHeader(name, value);
  if (status === 200) {
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', file.stats.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
  } else {
    res.setHeader('Cache-Control', 'no-store');
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', servedStats.size);
  res.statusCode = status;
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(servedPath);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
