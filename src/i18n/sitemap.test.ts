import { describe, expect, it } from 'vitest';
import { withXDefault } from './sitemap.ts';

type Item = { url: string; lastmod?: string; links?: { url: string; lang: string }[] };
const lastmods = new Map([['/visa/dtv/', '2026-11-20']]);
const serialize = withXDefault<Item>((item) => {
  const date = lastmods.get(new URL(item.url).pathname);
  return date ? { ...item, lastmod: date } : item;
});

describe('sitemap alternates', () => {
  const links = [
    { url: 'https://example.com/th/visa/dtv/', lang: 'th' },
    { url: 'https://example.com/visa/dtv/', lang: 'en' },
  ];

  it('adds x-default (the English page) to a page in both languages, from either side', () => {
    const expected = [...links, { url: 'https://example.com/visa/dtv/', lang: 'x-default' }];
    expect(serialize({ url: 'https://example.com/visa/dtv/', links }).links).toEqual(expected);
    expect(serialize({ url: 'https://example.com/th/visa/dtv/', links }).links).toEqual(expected);
  });

  it('gives a Thai page its English page’s lastmod and keeps its own URL', () => {
    expect(serialize({ url: 'https://example.com/th/visa/dtv/', links })).toMatchObject({
      url: 'https://example.com/th/visa/dtv/',
      lastmod: '2026-11-20',
    });
  });

  it('leaves a page in one language alone', () => {
    expect(serialize({ url: 'https://example.com/visa/ltr/' })).toEqual({ url: 'https://example.com/visa/ltr/' });
  });
});
