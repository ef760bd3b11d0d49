import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheControlFor, pickEncoding, resolveStaticFile, StaticFileCache } from './static-files.ts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'static-'));
  mkdirSync(path.join(root, 'visa'));
  writeFileSync(path.join(root, 'visa', 'index.html'), '<p>visa</p>');
  writeFileSync(path.join(root, 'news-index.json'), '[]');
  writeFileSync(path.join(root, '.secret'), 'x');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolveStaticFile', () => {
  it('maps directory paths to index.html and files to themselves', () => {
    expect(resolveStaticFile(root, '/visa/')?.filePath).toBe(path.join(root, 'visa', 'index.html'));
    expect(resolveStaticFile(root, '/news-index.json')?.filePath).toBe(path.join(root, 'news-index.json'));
  });
  it('refuses traversal, dotfiles, bad escapes and directories', () => {
    expect(resolveStaticFile(root, '/../etc/passwd')).toBeNull();
    expect(resolveStaticFile(root, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveStaticFile(root, '/.secret')).toBeNull();
    expect(resolveStaticFile(root, '/%E0%A4%A')).toBeNull();
    expect(resolveStaticFile(root, '/visa')).toBeNull();
    expect(resolveStaticFile(root, '/missing/')).toBeNull();
  });
});

describe('pickEncoding', () => {
  const both = () => true;
  it('prefers brotli, then gzip, when accepted and present', () => {
    expect(pickEncoding('gzip, deflate, br', both)).toBe('br');
    expect(pickEncoding('gzip', both)).toBe('gzip');
    expect(pickEncoding('gzip, br', (ext) => ext === '.gz')).toBe('gzip');
    expect(pickEncoding(undefined, both)).toBeNull();
  });
  it('honours q=0', () => {
    expect(pickEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(pickEncoding('br;q=0.0', both)).toBeNull();
  });
});

describe('cacheControlFor', () => {
  // Hashed assets are cached forever; pages and data are revalidated.
  it.each([
    ['/_astro/x.123.js', 'immutable'],
    ['/visa/', 'must-revalidate'],
    ['/news-index.json', 'must-revalidate'],
  ])('%s: %s', (path, expected) => {
    expect(cacheControlFor(path)).toContain(expected);
  });
});

describe('StaticFileCache', () => {
  it('reads a file once and answers it from memory, twins included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
    writeFileSync(path.join(dir, 'a.html'), 'a'.repeat(100));
    writeFileSync(path.join(dir, 'a.html.gz'), 'gz');
    const cache = new StaticFileCache(dir);
    const first = cache.resolve('/a.html');
    expect(first?.cached?.bodies.identity.length).toBe(100);
    expect(first?.cached?.bodies.gzip?.toString()).toBe('gz');
    expect(first?.cached?.bodies.br).toBeUndefined();
    // Changing the file on disk does not change the answer: the build is fixed while the server runs.
    writeFileSync(path.join(dir, 'a.html'), 'b');
    expect(cache.resolve('/a.html')?.cached?.bodies.identity.length).toBe(100);
    expect(cache.resolve('/missing.html')).toBeNull();
    rmSync(dir, { recursive: true, force: true });
  });

  it('compresses a page without twins once, when it first reads it; small and binary files stay as they are', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
    const page = '<!doctype html><title>t</title>' + '<p>Visa rules for long stays.</p>'.repeat(100);
    writeFileSync(path.join(dir, 'page.html'), page);
    writeFileSync(path.join(dir, 'tiny.html'), '<p>short</p>');
    writeFileSync(path.join(dir, 'image.png'), Buffer.alloc(4000, 7));
    const cache = new StaticFileCache(dir);
    const bodies = cache.resolve('/page.html')?.cached?.bodies;
    expect(brotliDecompressSync(bodies!.br!).toString()).toBe(page);
    expect(gunzipSync(bodies!.gzip!).toString()).toBe(page);
    expect(bodies!.br!.length).toBeLessThan(page.length / 10);
    // Under 512 bytes a compressed answer saves less than its headers; images are compressed already.
    expect(cache.resolve('/tiny.html')?.cached?.bodies.br).toBeUndefined();
    expect(cache.resolve('/image.png')?.cached?.bodies.gzip).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps at most its byte budget, least recently used out first, and streams files too large to keep', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'static-cache-'));
    for (const name of ['a', 'b', 'c']) writeFileSync(path.join(dir, `${name}.txt`), name.repeat(400));
    writeFileSync(path.join(dir, 'big.txt'), 'x'.repeat(2000));
    // 1,000 bytes: two 400-byte files fit, a third pushes out the least recently used.
    const cache = new StaticFileCache(dir, 1000, 1500);
    cache.resolve('/a.txt');
    cache.resolve('/b.txt');
    cache.resolve('/a.txt');
    cache.resolve('/c.txt');
    expect(cache.size).toEqual({ files: 2, bytes: 800 });
    const big = cache.resolve('/big.txt');
    expect(big?.file.stats.size).toBe(2000);
    expect(big?.cached).toBeUndefined();
    rmSync(dir, { recursive: true, force: true });
  });
});
