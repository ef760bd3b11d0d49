/** The link checker on a small built tree with one defect of each kind. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkInternalLinks, externalLinks } from './links.ts';

const origin = 'https://example.org';
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'links-'));
  const write = (rel: string, body: string) => {
    mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    writeFileSync(path.join(root, rel), body);
  };
  write(
    'index.html',
    `<!doctype html><link rel="canonical" href="${origin}/"><a href="#top">top</a><h1 id="top">Home</h1>
    <a href="/visa/">ok</a> <a href="/visa/#fees">ok fragment</a> <a href="/visa/#nowhere">bad fragment</a>
    <a href="/visa">no slash</a> <a href="/missing/">missing</a> <img src="/img/a.png" alt="">
    <img srcset="/img/a.png 1x, /img/b.png 2x" alt=""> <a href="mailto:x@example.org">mail</a>
    <a href="https://other.example/page">external</a> <form action="/api/contact" method="post"></form>
    <a href="/data.json?x=1">json</a> <a href="${origin}/visa/">absolute</a>`,
  );
  write(
    'visa/index.html',
    '<!doctype html><h2 id="fees">Fees</h2><a href="../">up</a><a href="https://other.example/page">ext</a>',
  );
  write('img/a.png', 'png');
  write('data.json', '[]');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('checkInternalLinks', () => {
  it('reports each broken link with its page and reason, and nothing else', () => {
    const { broken, pages } = checkInternalLinks(root, { origin, onDemand: ['/api/contact'] });
    expect(pages).toBe(2);
    expect(broken.map((b) => `${b.page} ${b.link}: ${b.reason}`).sort()).toEqual(
      [
        '/ /img/b.png: no such page or file',
        '/ /missing/: no such page or file',
        '/ /visa/#nowhere: no element with id "nowhere" on /visa/',
        '/ /visa: no trailing slash: /visa/ is the page (a redirect on every visit)',
      ].sort(),
    );
  });
});

describe('externalLinks', () => {
  it('lists each external URL once with the pages that use it', () => {
    expect(Object.fromEntries(externalLinks(root, origin))).toEqual({ 'https://other.example/page': ['/', '/visa/'] });
  });
});
