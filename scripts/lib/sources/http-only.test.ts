import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listedHosts, unlistedHttpLinks } from './http-only.ts';

const fixtureList = '| host | why |\n| --- | --- |\n| `old-office.example.go.th` | looked up: no https |\n';

describe('http-only sources', () => {
  it('reads the hosts of the table', () => {
    expect(listedHosts(fixtureList)).toEqual(new Set(['old-office.example.go.th']));
  });

  it('names each http link whose host is not listed, in Markdown and YAML (planted in a fixture)', () => {
    expect(unlistedHttpLinks('tests/fixtures/http-sources', fixtureList).sort()).toEqual([
      'th/rules.yaml: http://another-unlisted.example.go.th/page',
      'visa/guide.md: http://unlisted.example.org/table.html',
    ]);
  });

  it('the content links over http only to hosts docs/http-only-sources.md lists', () => {
    expect(unlistedHttpLinks('content', readFileSync('docs/http-only-sources.md', 'utf8'))).toEqual([]);
  });
});
