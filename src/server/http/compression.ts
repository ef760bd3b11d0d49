/**
 * Which built files are sent compressed, and how hard each is compressed: one rule for the build (which writes
 * brotli and gzip twins of the assets, data files and feeds) and the server (which compresses a page without
 * twins the first time it reads it, and keeps the result in memory).
 */
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.xml', '.svg', '.txt', '.webmanifest']);
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 512;

/** A text file large enough to be worth compressing. */
export function isCompressible(filePath: string, bytes: number): boolean {
  return bytes >= MIN_BYTES && COMPRESSIBLE.has(path.extname(filePath).toLowerCase());
}

/**
 * Pages get no twins at build: there can be tens of thousands of them (about 1 ms of compression each), most are
 * rarely asked for, and a CDN compresses pages itself. The server compresses each page once, when it first reads
 * it. Assets, data files and feeds are few and some are large: the build compresses them.
 */
export function twinsAtBuild(filePath: string): boolean {
  return path.extname(filePath).toLowerCase() !== '.html';
}

/**
 * Hashed assets are few and cached for a year: they get the strongest settings (brotli 11, gzip 9). Pages and
 * data can number tens of thousands: brotli 5 and gzip 6 keep most of the gain (a few per cent larger) at a
 * fraction of the time.
 */
function settings(filePath: string, bytes: number) {
  const isAsset = filePath.includes(`${path.sep}_astro${path.sep}`);
  return {
    brotli: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: isAsset ? 11 : 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    },
    gzip: { level: isAsset ? 9 : 6 },
  };
}

/** Brotli and gzip forms of a file's body, each only when smaller than the body. */
export interface Twins {
  br?: Buffer;
  gzip?: Buffer;
}

const smaller = (twin: Buffer, body: Buffer) => (twin.length < body.length ? twin : undefined);

/** The twins, synchronously (the server, once per page; a 40 KB page takes about 1 ms). */
export function compressSync(filePath: string, body: Buffer): Twins {
  const options = settings(filePath, body.length);
  return {
    br: smaller(zlib.brotliCompressSync(body, options.brotli), body),
    gzip: smaller(zlib.gzipSync(body, options.gzip), body),
  };
}

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** The twins on zlib's thread pool (the build, many files at once). */
export async function compress(filePath: string, body: Buffer): Promise<Twins> {
  const options = settings(filePath, body.length);
  const [br, gz] = await Promise.all([brotliAsync(body, options.brotli), gzipAsync(body, options.gzip)]);
  return { br: smaller(br, body), gzip: smaller(gz, body) };
}
