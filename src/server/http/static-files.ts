/**
 * Serves the prerendered site from dist/client: the brotli or gzip form of a
 * text file when the client accepts it (the twin the build wrote beside it,
 * else, for pages, compressed here once), conditional requests, and cache rules
 * (hashed assets forever, HTML and JSON revalidated).
 *
 * The build does not change while a server runs, so each file is read once:
 * its bodies (plain and compressed) and its headers are kept in memory, up to a
 * byte budget (least recently used out first), and answered with one
 * `writeHead` and one `end` per request. Files larger than a cache slot are
 * streamed from disk.
 */
import { createReadStream, readFileSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressSync, isCompressible } from './compression.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // The content editor's configuration (/admin/config.yml).
  '.yml': 'text/yaml; charset=utf-8',
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

function contentTypeFor(filePath: string): string {
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

/** Which encodings an Accept-Encoding value accepts (a q of 0 refuses). */
function acceptedEncodings(acceptEncoding: string): { br: boolean; gzip: boolean } {
  const accepted = acceptEncoding
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name.toLowerCase());
  return { br: accepted.includes('br'), gzip: accepted.includes('gzip') || accepted.includes('*') };
}

// Browsers send a handful of distinct values: each is read once (bounded, as the values come from clients).
const acceptedByHeader = new Map<string, { br: boolean; gzip: boolean }>();

/** Which encoding to send: brotli first, then gzip, if the client accepts it and a twin exists. */
export function pickEncoding(
  acceptEncoding: string | undefined,
  has: (ext: '.br' | '.gz') => boolean,
): 'br' | 'gzip' | null {
  const header = acceptEncoding ?? '';
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    accepted = acceptedEncodings(header);
    if (acceptedByHeader.size >= 256) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  if (accepted.br && has('.br')) return 'br';
  if (accepted.gzip && has('.gz')) return 'gzip';
  return null;
}

export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('/') || urlPath.endsWith('.html') || urlPath.endsWith('.json') || urlPath.endsWith('.xml')) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=3600';
}

interface ServeOptions {
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
  const servedPath =
    encoding === 'br' ? `${file.filePath}.br` : encoding === 'gzip' ? `${file.filePath}.gz` : file.filePath;
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

/** One file as served from memory: its bodies by encoding and the headers that do not depend on the request. */
interface CachedFile {
  filePath: string;
  stats: Stats;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  /** Headers by encoding, flat [name, value, ...], without the security headers. */
  headers: { identity: string[]; br?: string[]; gzip?: string[] };
  etags: { identity: string; br?: string; gzip?: string };
  /** The full header lists of 200 answers, by the security headers they start with (one list per scheme). */
  answers: WeakMap<readonly string[], { identity?: string[]; br?: string[]; gzip?: string[] }>;
  bytes: number;
}

/** Files read once and kept in memory, least recently used out first past `maxBytes`. */
export class StaticFileCache {
  private readonly files = new Map<string, CachedFile>();
  /** URL path to file path, so a cached page costs no file-system call; bounded, as paths come from clients. */
  private readonly paths = new Map<string, string>();
  private bytes = 0;
  private readonly root: string;
  private readonly maxBytes: number;
  private readonly maxFileBytes: number;
  constructor(root: string, maxBytes = 64 * 1024 * 1024, maxFileBytes = 2 * 1024 * 1024) {
    this.root = root;
    this.maxBytes = maxBytes;
    this.maxFileBytes = maxFileBytes;
  }

  /**
   * The file for a URL path: from memory when it is cached, else resolved on disk (null when there is none) and
   * cached when it fits (`cached` is undefined for a file too large to keep: stream it).
   */
  resolve(urlPath: string): { file: { filePath: string; stats: Stats }; cached?: CachedFile } | null {
    const known = this.paths.get(urlPath);
    const hit = known === undefined ? undefined : this.files.get(known);
    if (hit) return { file: hit, cached: this.load(urlPath, hit) };
    const file = resolveStaticFile(this.root, urlPath);
    if (!file) return null;
    if (this.paths.size >= 50_000) this.paths.clear();
    this.paths.set(urlPath, file.filePath);
    return { file, cached: this.load(urlPath, file) };
  }

  /** The cached file (reading it on first use), or undefined when the file is too large to keep. */
  load(urlPath: string, file: { filePath: string; stats: Stats }): CachedFile | undefined {
    const hit = this.files.get(file.filePath);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.files.delete(file.filePath);
      this.files.set(file.filePath, hit);
      return hit;
    }
    if (file.stats.size > this.maxFileBytes) return undefined;
    const twin = (ext: '.br' | '.gz') => {
      const stats = statFile(file.filePath + ext);
      return stats && stats.size <= this.maxFileBytes ? readFileSync(file.filePath + ext) : undefined;
    };
    const identity = readFileSync(file.filePath);
    const onDisk = { br: twin('.br'), gzip: twin('.gz') };
    // A page has no twins on disk (src/server/http/compression.ts): compress it now, once.
    const compressed =
      onDisk.br || onDisk.gzip || !isCompressible(file.filePath, identity.length)
        ? onDisk
        : compressSync(file.filePath, identity);
    const bodies = { identity, ...compressed };
    const base = `${file.stats.size.toString(16)}-${Math.floor(file.stats.mtimeMs).toString(16)}`;
    const common = [
      'Content-Type',
      feedType(urlPath) ?? contentTypeFor(file.filePath),
      'Vary',
      'Accept-Encoding',
      'Cache-Control',
      cacheControlFor(urlPath),
      'Last-Modified',
      file.stats.mtime.toUTCString(),
    ];
    const variant = (encoding: 'br' | 'gzip' | null, body: Buffer) => {
      const etag = `W/"${base}${encoding ? `-${encoding}` : ''}"`;
      const headers = [...common, 'ETag', etag, 'Content-Length', String(body.length)];
      if (encoding) headers.push('Content-Encoding', encoding);
      return { etag, headers };
    };
    const plain = variant(null, bodies.identity);
    const br = bodies.br && variant('br', bodies.br);
    const gzip = bodies.gzip && variant('gzip', bodies.gzip);
    const cached: CachedFile = {
      filePath: file.filePath,
      stats: file.stats,
      bodies,
      headers: { identity: plain.headers, br: br?.headers, gzip: gzip?.headers },
      etags: { identity: plain.etag, br: br?.etag, gzip: gzip?.etag },
      answers: new WeakMap(),
      bytes: bodies.identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0),
    };
    this.files.set(file.filePath, cached);
    this.bytes += cached.bytes;
    for (const [key, old] of this.files) {
      if (this.bytes <= this.maxBytes) break;
      this.files.delete(key);
      this.bytes -= old.bytes;
    }
    return cached;
  }

  /** How much the cache holds now (for tests and benchmarks). */
  get size(): { files: number; bytes: number } {
    return { files: this.files.size, bytes: this.bytes };
  }
}

/**
 * Answers from memory with one writeHead: `security` is the flat list of security headers for this answer.
 * A status other than 200 (the 404 and 500 pages) is never cached by the client and never a 304.
 */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  file: CachedFile,
  security: readonly string[],
  status = 200,
): void {
  const encoding = pickEncoding(req.headers['accept-encoding'], (ext) =>
    Boolean(ext === '.br' ? file.bodies.br : file.bodies.gzip),
  );
  const key = encoding ?? 'identity';
  const body = file.bodies[key]!;
  const headers = file.headers[key]!;
  if (status !== 200) {
    const noStore = withoutHeaders(headers, ['Cache-Control', 'ETag', 'Last-Modified']);
    res.writeHead(status, [...security, ...noStore, 'Cache-Control', 'no-store']);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  if (req.headers['if-none-match'] === file.etags[key]) {
    res.writeHead(304, [...security, ...withoutHeaders(headers, ['Content-Length', 'Content-Encoding'])]);
    res.end();
    return;
  }
  let answers = file.answers.get(security);
  if (!answers) file.answers.set(security, (answers = {}));
  res.writeHead(200, (answers[key] ??= [...security, ...headers]));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A flat header list [name, value, ...] without the named headers. */
function withoutHeaders(headers: readonly string[], names: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < headers.length; i += 2) if (!names.includes(headers[i])) out.push(headers[i], headers[i + 1]);
  return out;
}
