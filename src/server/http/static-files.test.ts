import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cacheControlFor, pickEncoding, resolveStaticFile } from './static-files.ts';

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
  it('caches hashed assets forever and revalidates pages and data', () => {
    expect(cacheControlFor('/_astro/x.123.js')).toContain('immutable');
    expect(cacheControlFor('/visa/')).toContain('must-revalidate');
    expect(cacheControlFor('/news-index.json')).toContain('must-revalidate');
  });
});
