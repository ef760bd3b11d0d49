/**
 * Which address POST /api/contact rate-limits and hashes, against the built
 * site started as `npm start` does: the socket's peer, unless TRUST_PROXY says
 * a proxy stands in front, and then only the X-Forwarded-For entry that proxy
 * appended (the rightmost). Entries a client writes itself never count.
 * Each server here has its own data folder, a known hash salt and the default
 * limit of 5 posts a minute.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBody } from '../support/fixtures.ts';
import { startServerProcess } from './support/server-process.ts';

const SALT = 'client-address-e2e-salt';
const LIMIT = 5;

/**
 * The stored hash is HMAC-SHA256 of the address keyed by LEADS_HASH_SALT, in hex (src/server/core/lead-service.ts). Worked out
 * outside the code under test, with OpenSSL:
 *   printf '%s' 127.0.0.1 | openssl dgst -sha256 -hmac client-address-e2e-salt
 */
const HASH_OF: Record<string, string> = {
  '127.0.0.1': '60150b17f753ba3d7be2ff7d22929ba428fd41b8747b04c3f2323708fd13ebf5',
  '203.0.113.1': 'a9596335cdab6afe3d45d84612c79e7961efd85a350a8682428fec73254fcb3b',
  '198.51.100.7': '7304f4ce57fd572bf7e2f0df2b8215d620475982bbcf540bf46468e629939931',
  '192.0.2.1': '179cba836fd320ddbf12f0bc6cb57b6eb80a3873b94e874dbd923a3a4d8d3457',
};

interface Site {
  child: ChildProcess;
  url: string;
  dataDir: string;
}

async function startSite(trustProxy: string): Promise<Site> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-address-'));
  const { child, url } = await startServerProcess({
    DATA_DIR: dataDir,
    TRUST_PROXY: trustProxy,
    LEADS_HASH_SALT: SALT,
    LEADS_RATE_LIMIT_PER_MIN: String(LIMIT),
    // Notifications are not under test; nothing to send them to.
    LEADS_OUTBOX_WORKER: '0',
  });
  return { child, url, dataDir };
}

/** A site of its own for the enclosing describe block: started before its tests, stopped and removed after. */
function siteForBlock(trustProxy: string): () => Site {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite(trustProxy);
  });
  afterAll(() => {
    site?.child.kill('SIGTERM');
    if (site) rmSync(site.dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!site) throw new Error('The site starts in beforeAll');
    return site;
  };
}

/** A valid lead from the island, rendered a minute ago, with the given X-Forwarded-For. */
function postLead(site: Site, email: string, forwardedFor: string) {
  return fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site.url, 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify(validBody({ email })),
  });
}

function storedHash(site: Site, email: string): string {
  const db = new DatabaseSync(join(site.dataDir, 'leads.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT client_hash FROM leads WHERE email = ?').get(email) as
      { client_hash: string } | undefined;
    if (!row) throw new Error(`no lead stored for ${email}`);
    return row.client_hash;
  } finally {
    db.close();
  }
}

describe('without TRUST_PROXY: the socket address', () => {
  const siteOf = siteForBlock('');

  it('rate-limits a client that sends a different X-Forwarded-For with every post: 429 with Retry-After past the limit', async () => {
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let index = 0; index < LIMIT + 3; index += 1) {
      const res = await postLead(siteOf(), `forger${index}@example.com`, `203.0.113.${index + 1}`);
      statuses.push(res.status);
      if (res.status === 429) limited ??= res;
      await res.body?.cancel();
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429]);
    expect(limited!.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  });

  it('hashes the socket address into the stored lead, whatever X-Forwarded-For said', () => {
    const first = storedHash(siteOf(), 'forger0@example.com');
    expect(first).toBe(HASH_OF['127.0.0.1']);
    expect(storedHash(siteOf(), 'forger1@example.com')).toBe(first);
    expect(first).not.toBe(HASH_OF['203.0.113.1']);
  });
});

describe('with TRUST_PROXY=1: the X-Forwarded-For entry the proxy appended', () => {
  const siteOf = siteForBlock('1');

  it('rate-limits posts whose rightmost entry is the same, whatever the client wrote to its left', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) {
      const res = await postLead(siteOf(), `same.proxy.entry${index}@example.com`, `10.9.${index}.1, 198.51.100.7`);
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
      await res.body?.cancel();
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
  });

  it('does not limit posts whose rightmost entries differ by one another, though they share the socket and the left entry', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < LIMIT + 2; index += 1) {
      // The left entry names the address limited above: it must not count.
      const res = await postLead(siteOf(), `other.client${index}@example.com`, `198.51.100.7, 192.0.2.${index + 1}`);
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses).toEqual(Array(LIMIT + 2).fill(200));
  });

  it('hashes the trusted (rightmost) entry into the stored lead: same entry, same hash; another entry, another hash', () => {
    const trusted = storedHash(siteOf(), 'same.proxy.entry0@example.com');
    expect(trusted).toBe(HASH_OF['198.51.100.7']);
    expect(storedHash(siteOf(), 'same.proxy.entry1@example.com')).toBe(trusted);

    const other = storedHash(siteOf(), 'other.client0@example.com');
    expect(other).toBe(HASH_OF['192.0.2.1']);
    expect(other).not.toBe(trusted);
  });
});
