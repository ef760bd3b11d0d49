/**
 * Fuzz test of POST /api/contact: thousands of malformed bodies, odd strings
 * and odd types, against real storage (SQLite and PostgreSQL). Properties:
 * - never a 5xx;
 * - malformed bodies (not JSON, not an object, wrong type, too big) get a 4xx;
 * - a 400 names a real field or says what is wrong with the body;
 * - whatever is accepted is stored normalised: single-line fields without
 *   control characters, no NUL anywhere, every field within its cap.
 * The generator is seeded; a failure prints the seed and the case.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleContactRequest } from './http.ts';
import { loadLeadConfig } from '../core/config.ts';
import { createLeadPipeline, type LeadPipeline } from '../app/pipeline.ts';
import { validBody } from '../../../tests/support/fixtures.ts';
import { createTempDatabase, type TempDatabase } from '../../../scripts/lib/postgres.ts';
import { seededRandom } from '../../../scripts/lib/random.ts';
import { CONTACT_FIELD_LABELS, CONTACT_FIELD_LIMITS } from '../../lib/contact/contact-form.ts';

const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
const CASES = Number(process.env.FUZZ_CASES ?? 2500);

const ODD_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800x',
  '\u202eevil',
  '\ufeffbom',
  '\u2028\u2029',
  '\t\t',
  '\r\nBcc: victim@example.com',
  'Name\nX-Injected: 1',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  'Robert"); DELETE FROM outbox; --',
  '${{7*7}}',
  '%00%0d%0a',
  '../../etc/passwd',
  'null',
  'undefined',
  'true',
  '1e309',
  '__proto__',
  'constructor',
  '\\',
  '"',
  'Ω≈ç√∫˜µ≤≥÷',
  'สวัสดีครับ',
  'ユーザー@例え.jp',
  '🇹🇭'.repeat(50),
  'a@b',
  'a@b.c',
  '@example.com',
  'user@[127.0.0.1]',
  'x'.repeat(101),
  'y'.repeat(5001),
  'z'.repeat(20_000),
  'Visa',
  'Insurance',
  'Real Estate',
  'visa',
  ' Visa ',
  'on',
];

const ODD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1e308,
  3.14,
  [],
  {},
  [1, 2],
  { a: { b: {} } },
  ['Visa'],
  { toString: 'x' },
];

const FIELDS = [
  ...Object.keys(CONTACT_FIELD_LABELS),
  'website',
  'form_rendered_at',
  '__proto__',
  'constructor',
  'id',
  '',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  ' application/json ;;; ',
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=UTF-8',
  'text/plain',
  'text/html',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'application/json-patch+json',
  '*/*',
  '',
  'application/',
  ';',
];

type Expect = 'any' | '4xx';
interface Case {
  name: string;
  contentType: string | null;
  body: string | Uint8Array;
  expect: Expect;
}

function generator(random: () => number) {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const int = (max: number) => Math.floor(random() * max);

  function randomString(): string {
    const kind = int(4);
    if (kind === 0) return pick(ODD_STRINGS);
    const length = int(kind === 3 ? 400 : 40);
    let text = '';
    for (let index = 0; index < length; index += 1) {
      const range = int(10);
      text += String.fromCharCode(
        range < 5 ? 32 + int(95) : range < 7 ? int(32) : range < 9 ? 0x80 + int(0x2000) : 0xd800 + int(0x800),
      );
    }
    return text;
  }

  function randomJson(depth: number): unknown {
    const kind = int(depth > 3 ? 5 : 8);
    if (kind === 0) return null;
    if (kind === 1) return random() < 0.5;
    if (kind === 2) return (random() - 0.5) * 10 ** int(20);
    if (kind === 3 || kind === 4) return randomString();
    if (kind === 5) return Array.from({ length: int(5) }, () => randomJson(depth + 1));
    const object: Record<string, unknown> = {};
    for (let index = 0; index < int(6); index += 1)
      object[random() < 0.5 ? pick(FIELDS) : randomString()] = randomJson(depth + 1);
    return object;
  }

  /** A valid lead with a few fields replaced by odd strings, odd values or removed. */
  function mutatedLead(): Record<string, unknown> {
    const body: Record<string, unknown> = validBody();
    for (let index = 0; index <= int(3); index += 1) {
      const field = pick(FIELDS);
      const choice = int(4);
      if (choice === 0) delete body[field];
      else if (choice === 1) body[field] = pick(ODD_VALUES);
      else body[field] = randomString();
    }
    return body;
  }

  function randomBytes(): Uint8Array {
    return Uint8Array.from({ length: int(300) }, () => int(256));
  }

  function urlencoded(): string {
    if (random() < 0.4) {
      return Array.from({ length: int(12) }, () => {
        const pieces = ['%', '%%', '%E0%A4%A', '%zz', '+', '&', '=', '%00', '%0D%0A', pick(FIELDS), randomString()];
        return Array.from({ length: 1 + int(4) }, () => pick(pieces)).join('');
      }).join(random() < 0.5 ? '&' : '');
    }
    const fields = mutatedLead();
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      if (random() < 0.1) params.append(key, randomString()); // repeated names
    }
    if (random() < 0.5) params.set('consent', pick(['on', 'true', '1', 'yes', 'off', '', 'ON ']));
    return params.toString();
  }

  return function next(index: number): Case {
    const kind = index % 10;
    if (kind === 0)
      return { name: 'random bytes as JSON', contentType: 'application/json', body: randomBytes(), expect: '4xx' };
    if (kind === 1) {
      const text = JSON.stringify(validBody());
      return {
        name: 'truncated JSON',
        contentType: 'application/json',
        body: text.slice(0, int(text.length - 1)),
        expect: '4xx',
      };
    }
    if (kind === 2) {
      const value = randomJson(0);
      const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
      return {
        name: 'random JSON value',
        contentType: 'application/json',
        body: JSON.stringify(value) ?? 'null',
        expect: isObject ? 'any' : '4xx',
      };
    }
    if (kind === 3) {
      const depth = 1 + int(20_000);
      return {
        name: 'deep nesting',
        contentType: 'application/json',
        body: '['.repeat(depth) + ']'.repeat(int(2) ? depth : 0),
        expect: '4xx',
      };
    }
    if (kind === 4 || kind === 5)
      return {
        name: 'mutated lead (JSON)',
        contentType: pick(CONTENT_TYPES.slice(0, 4)),
        body: JSON.stringify(mutatedLead()),
        expect: 'any',
      };
    if (kind === 6)
      return { name: 'urlencoded', contentType: pick(CONTENT_TYPES.slice(4, 6)), body: urlencoded(), expect: 'any' };
    if (kind === 7) {
      const contentType = pick(CONTENT_TYPES.slice(6));
      return {
        name: `wrong content type ${JSON.stringify(contentType)}`,
        contentType: contentType || null,
        body: JSON.stringify(validBody()),
        expect: '4xx',
      };
    }
    if (kind === 8) {
      return {
        name: 'oversized',
        contentType: pick(['application/json', 'application/x-www-form-urlencoded']),
        body: JSON.stringify(validBody({ message: 'ü'.repeat(16_400 + int(50_000)) })),
        expect: '4xx',
      };
    }
    return { name: 'random text', contentType: pick(CONTENT_TYPES), body: randomString(), expect: '4xx' };
  };
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

async function fuzz(pipeline: LeadPipeline, cases: number, seed: number) {
  const next = generator(seededRandom(seed));
  const statuses = new Map<number, number>();
  for (let index = 0; index < cases; index += 1) {
    const testCase = next(index);
    const headers: Record<string, string> = {};
    if (testCase.contentType !== null) headers['content-type'] = testCase.contentType;
    const request = new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers,
      body: testCase.body as BodyInit,
    });
    const logs: string[] = [];
    const response = await handleContactRequest(request, {
      pipeline,
      socketAddress: `198.51.100.${index % 250}`,
      log: (message) => logs.push(message),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    const where = `seed ${seed}, case ${index} (${testCase.name}): ${String(testCase.body).slice(0, 300)} ${logs.join(' | ')}`;
    expect(response.status, where).toBeLessThan(500);
    if (testCase.expect === '4xx') expect(response.status, where).toBeGreaterThanOrEqual(400);
    if (response.status === 400 && response.headers.get('content-type')?.startsWith('application/json')) {
      const json = await response.json();
      expect(json.ok, where).toBe(false);
      expect(typeof json.error, where).toBe('string');
      if (json.field !== undefined && json.field !== null)
        expect(Object.keys(CONTACT_FIELD_LABELS), where).toContain(json.field);
    } else {
      await response.arrayBuffer();
    }
  }
  return statuses;
}

async function expectStoredLeadsClean(pipeline: LeadPipeline) {
  const leads = await pipeline.store.listLeads({ limit: 100_000 });
  for (const lead of leads) {
    for (const [field, value] of Object.entries(lead)) {
      if (typeof value !== 'string') continue;
      expect(value, `${field} of ${lead.id}`).not.toContain('\u0000');
      expect(value.isWellFormed(), `${field} of ${lead.id}`).toBe(true);
      if (field !== 'message')
        expect(CONTROL.test(value), `${field} of ${lead.id}: ${JSON.stringify(value)}`).toBe(false);
    }
    // Limits count code points, as zod does.
    const length = (value: string) => [...value].length;
    expect(length(lead.firstName)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.firstName);
    expect(length(lead.lastName)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.lastName);
    expect(length(lead.phone)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.phone);
    expect(length(lead.nationality)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.nationality);
    expect(length(lead.email)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.email);
    expect(length(lead.message)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.message);
    expect(length(lead.utmSource)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.utm_source);
    expect(length(lead.utmMedium)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.utm_medium);
    expect(length(lead.utmCampaign)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.utm_campaign);
    expect(length(lead.pageUrl)).toBeLessThanOrEqual(CONTACT_FIELD_LIMITS.page_url);
    expect(['Visa', 'Insurance', 'Real Estate', 'Other']).toContain(lead.service);
    expect(lead.consent).toBe(true);
  }
  return leads.length;
}

describe(`fuzz POST /api/contact (seed ${SEED}, ${CASES} cases per store)`, () => {
  let dir = '';
  let database: TempDatabase;
  const pipelines: LeadPipeline[] = [];
  const env = { LEADS_RATE_LIMIT_PER_MIN: '0', LEADS_HASH_SALT: 'fuzz' };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'siam-fuzz-'));
    database = await createTempDatabase('siam_leads_fuzz');
  });
  afterAll(async () => {
    await Promise.all(pipelines.map((pipeline) => pipeline.stop()));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('SQLite: malformed input gets 4xx, never 5xx; what is stored is clean', async () => {
    const pipeline = await createLeadPipeline(loadLeadConfig({ ...env, DATA_DIR: dir }), {
      worker: false,
      log: () => undefined,
    });
    pipelines.push(pipeline);
    const statuses = await fuzz(pipeline, CASES, SEED);
    const stored = await expectStoredLeadsClean(pipeline);
    expect(stored).toBe((statuses.get(200) ?? 0) + (statuses.get(303) ?? 0));
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0); // the generator does reach the storage
    expect(statuses.get(303) ?? 0).toBeGreaterThan(0);
  });

  it('PostgreSQL: the same, where a stray NUL or bad Unicode would fail the insert', async () => {
    const pipeline = await createLeadPipeline(loadLeadConfig({ ...env, DATABASE_URL: database.url }), {
      worker: false,
      log: () => undefined,
    });
    pipelines.push(pipeline);
    const statuses = await fuzz(pipeline, CASES, SEED + 1);
    const stored = await expectStoredLeadsClean(pipeline);
    expect(stored).toBe((statuses.get(200) ?? 0) + (statuses.get(303) ?? 0));
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
  });
});
