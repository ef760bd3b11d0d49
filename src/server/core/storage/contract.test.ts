/**
 * The storage contract: one suite, run against both adapters.
 * SQLite uses a real file in a temp folder; PostgreSQL a fresh database on the
 * local server, created for this run and dropped after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore } from './sqlite.ts';
import { migrations } from './migrations.ts';
import { LEAD_COLUMNS } from './columns.ts';
import type { LeadStore } from './types.ts';
import { LEAD_TABLE_COLUMNS, makeLead } from '../../../../tests/support/fixtures.ts';
import { postgresHarness, sqliteHarness, type StoreHarness } from '../../../../tests/support/store-harness.ts';

interface Harness extends StoreHarness {
  /** Makes every outbox insert fail inside the database (a trigger), to test atomicity. */
  breakOutboxInserts(): Promise<void>;
  /** The columns of the leads table as the migrations made them, in table order. */
  leadColumns(): Promise<string[]>;
  /** Runs SQL on its own connection, as an older version of the code would write. */
  exec(sql: string): Promise<void>;
}

function sqliteTools(base: StoreHarness): Harness {
  return {
    ...base,
    async breakOutboxInserts() {
      const db = new DatabaseSync(base.location());
      db.exec(
        `CREATE TRIGGER outbox_broken BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'outbox is broken'); END`,
      );
      db.close();
    },
    async leadColumns() {
      const db = new DatabaseSync(base.location(), { readOnly: true });
      try {
        return (db.prepare('PRAGMA table_info(leads)').all() as { name: string }[]).map((row) => row.name);
      } finally {
        db.close();
      }
    },
    async exec(sql) {
      const db = new DatabaseSync(base.location());
      db.exec(sql);
      db.close();
    },
  };
}

function postgresTools(base: StoreHarness): Harness {
  return {
    ...base,
    async breakOutboxInserts() {
      const client = new pg.Client({ connectionString: base.location() });
      await client.connect();
      await client.query(`
        CREATE FUNCTION outbox_broken() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'outbox is broken'; END $$;
        CREATE TRIGGER outbox_broken BEFORE INSERT ON outbox FOR EACH ROW EXECUTE FUNCTION outbox_broken();`);
      await client.end();
    },
    async leadColumns() {
      const client = new pg.Client({ connectionString: base.location() });
      await client.connect();
      try {
        const result = await client.query<{ column_name: string }>(
          "SELECT column_name FROM information_schema.columns WHERE table_name = 'leads' ORDER BY ordinal_position",
        );
        return result.rows.map((row) => row.column_name);
      } finally {
        await client.end();
      }
    },
    async exec(sql) {
      const client = new pg.Client({ connectionString: base.location() });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    },
  };
}

const at = (iso: string) => new Date(iso);

for (const harness of [
  sqliteTools(sqliteHarness('siam-leads-contract-')),
  postgresTools(postgresHarness('siam_leads_test', 4)),
]) {
  describe(`LeadStore contract: ${harness.name}`, () => {
    let store: LeadStore;
    const extra: LeadStore[] = [];
    const another = () => {
      const opened = harness.open();
      extra.push(opened);
      return opened;
    };

    beforeEach(async () => {
      await harness.setup();
      store = harness.open();
      await store.migrate();
    });
    afterEach(async () => {
      await Promise.all([store, ...extra.splice(0)].map((opened) => opened.close()));
      await harness.teardown();
    });

    it('applies every migration once, and again safely from several connections at once', async () => {
      const all = migrations.map((migration) => migration.version);
      expect(await store.appliedMigrations()).toEqual(all);
      await Promise.all([another().migrate(), another().migrate(), store.migrate()]);
      expect(await store.appliedMigrations()).toEqual(all);
    });

    it('has the leads table the migrations define, and the lead field list names exactly its columns', async () => {
      const columns = await harness.leadColumns();
      expect(columns).toEqual(LEAD_TABLE_COLUMNS);
      expect(LEAD_COLUMNS).toEqual(columns);
    });

    describe('reminders', () => {
      const t0 = at('2027-01-01T00:00:00.000Z');
      const hour = 3_600_000;
      const later = (ms: number) => new Date(t0.getTime() + ms);
      const subscription = (id: string, email = 'visitor@example.com', createdAt = t0) => ({
        id,
        email,
        language: 'th' as const,
        daysBefore: 7,
        consentText: 'Store my e-mail address...',
        consentAt: createdAt,
        createdAt,
      });
      const items = [
        {
          kind: 'report' as const,
          deadline: '2027-03-01',
          rulesVersion: 'abc',
          sendAt: at('2027-02-22T02:00:00.000Z'),
        },
        {
          kind: 'last-day' as const,
          deadline: '2027-05-30',
          rulesVersion: 'def',
          sendAt: at('2027-05-23T02:00:00.000Z'),
        },
      ];
      const limit = { maxUnconfirmedPerDay: 3 };

      it('stores a subscription unconfirmed: its confirmation is due at once, its reminders held', async () => {
        expect(await store.subscribeReminders(subscription('s1'), items, limit)).toBe(true);
        const stored = await store.listReminderItems('s1');
        expect(stored.map((item) => [item.kind, item.deadline, item.status, item.rulesVersion])).toEqual([
          ['confirm', null, 'pending', ''],
          ['report', '2027-03-01', 'held', 'abc'],
          ['last-day', '2027-05-30', 'held', 'def'],
        ]);
        expect(await store.countReminders()).toEqual({
          unconfirmed: 1,
          confirmed: 0,
          pending: 0,
          held: 2,
          sent: 0,
          skipped: 0,
          failed: 0,
        });
      });

      it('stores at most the daily number of unconfirmed requests per address, whatever its case', async () => {
        expect(await store.subscribeReminders(subscription('a1'), items, limit)).toBe(true);
        expect(
          await store.subscribeReminders(subscription('a2', 'Visitor@Example.com', later(hour)), items, limit),
        ).toBe(true);
        expect(
          await store.subscribeReminders(subscription('a3', 'VISITOR@example.com', later(2 * hour)), items, limit),
        ).toBe(true);
        expect(
          await store.subscribeReminders(subscription('a4', 'visitor@example.com', later(3 * hour)), items, limit),
        ).toBe(false);
        expect(
          await store.subscribeReminders(subscription('b1', 'other@example.com', later(3 * hour)), items, limit),
        ).toBe(true);
        // A day after the first, that one no longer counts.
        expect(
          await store.subscribeReminders(subscription('a5', 'visitor@example.com', later(24 * hour + 1)), items, limit),
        ).toBe(true);
        expect((await store.countReminders()).unconfirmed).toBe(5);
      });

      it('confirms with a live confirmation token once: held reminders become due at their time', async () => {
        await store.subscribeReminders(subscription('s1'), items, limit);
        await store.addReminderToken('hash-confirm', 's1', 'confirm', later(48 * hour));
        expect(await store.findReminderToken('hash-confirm', 'unsubscribe', t0)).toBeNull();
        expect(await store.findReminderToken('hash-confirm', 'confirm', later(48 * hour))).toBeNull();
        expect(await store.findReminderToken('hash-confirm', 'confirm', t0)).toEqual({
          subscriptionId: 's1',
          language: 'th',
        });
        expect(await store.unsubscribeReminders('hash-confirm', t0)).toBeNull();
        expect(await store.confirmReminders('hash-confirm', later(hour))).toEqual({ language: 'th' });
        expect(await store.confirmReminders('hash-confirm', later(hour))).toBeNull();
        const stored = await store.listReminderItems('s1');
        expect(stored.slice(1).map((item) => [item.status, item.nextAttemptAt.toISOString()])).toEqual([
          ['pending', '2027-02-22T02:00:00.000Z'],
          ['pending', '2027-05-23T02:00:00.000Z'],
        ]);
        expect(await store.countReminders()).toMatchObject({ unconfirmed: 0, confirmed: 1, pending: 2, held: 0 });
      });

      it('refuses an expired confirmation token', async () => {
        await store.subscribeReminders(subscription('s1'), items, limit);
        await store.addReminderToken('hash-confirm', 's1', 'confirm', later(48 * hour));
        expect(await store.confirmReminders('hash-confirm', later(48 * hour))).toBeNull();
        expect((await store.countReminders()).confirmed).toBe(0);
      });

      it('claims each due item once across connections, with the address it goes to', async () => {
        for (let i = 0; i < 6; i++)
          await store.subscribeReminders(subscription(`c${i}`, `c${i}@example.com`), [], limit);
        const other = another();
        const claims = await Promise.all([
          store.claimReminderItems({ now: later(hour), limit: 4, leaseMs: 60_000 }),
          other.claimReminderItems({ now: later(hour), limit: 4, leaseMs: 60_000 }),
        ]);
        const ids = claims.flat().map((item) => item.id);
        expect(ids).toHaveLength(6);
        expect(new Set(ids).size).toBe(6);
        expect(
          claims
            .flat()
            .every((item) => item.kind === 'confirm' && item.attempts === 1 && item.email.endsWith('@example.com')),
        ).toBe(true);
        // Held reminders of unconfirmed subscriptions are never claimed, and nothing is due while the lease holds.
        expect(await store.claimReminderItems({ now: later(hour + 1000), limit: 10, leaseMs: 60_000 })).toEqual([]);
        // A lease that ran out is taken over with a new token; the old token can no longer report back.
        const [first] = claims.flat();
        const retaken = await store.claimReminderItems({ now: later(hour + 61_000), limit: 10, leaseMs: 60_000 });
        expect(retaken).toHaveLength(6);
        expect(await store.finishReminderItem(first!.id, first!.claimToken, 'sent', later(hour + 62_000))).toBe(false);
        const again = retaken.find((item) => item.id === first!.id)!;
        expect(again.attempts).toBe(2);
        expect(await store.finishReminderItem(again.id, again.claimToken, 'sent', later(hour + 62_000))).toBe(true);
        const failed = retaken.find((item) => item.id !== first!.id)!;
        expect(
          await store.failReminderItem(
            failed.id,
            failed.claimToken,
            'SMTP\ndown',
            later(hour + 62_000),
            later(2 * hour),
          ),
        ).toBe(true);
        const item = (await store.listReminderItems()).find((row) => row.id === failed.id)!;
        expect([item.status, item.lastError, item.nextAttemptAt.toISOString()]).toEqual([
          'pending',
          'SMTP down',
          later(2 * hour).toISOString(),
        ]);
      });

      it('unsubscribes one subscription at once; the delete-all token removes every subscription of the address', async () => {
        await store.subscribeReminders(subscription('u1'), items, limit);
        await store.subscribeReminders(subscription('u2', 'VISITOR@example.com'), items, limit);
        await store.subscribeReminders(subscription('o1', 'other@example.com'), items, limit);
        await store.addReminderToken('hash-unsub', 'u1', 'unsubscribe', later(hour));
        await store.addReminderToken('hash-erase', 'u2', 'erase', later(hour));
        expect(await store.unsubscribeReminders('hash-unsub', t0)).toEqual({ language: 'th' });
        expect(await store.listReminderItems('u1')).toEqual([]);
        expect(await store.unsubscribeReminders('hash-unsub', t0)).toBeNull();
        expect(await store.eraseRemindersByToken('hash-erase', t0)).toEqual({ language: 'th', subscriptions: 1 });
        expect(await store.listReminderItems('u2')).toEqual([]);
        expect((await store.listReminderItems('o1')).length).toBe(3);
      });

      it('purges unconfirmed requests after their window and finished subscriptions after their keep time', async () => {
        await store.subscribeReminders(subscription('old-unconfirmed'), items, limit);
        await store.subscribeReminders(
          subscription('fresh-unconfirmed', 'fresh@example.com', later(47 * hour)),
          items,
          limit,
        );
        await store.subscribeReminders(subscription('done', 'done@example.com'), [items[0]!], limit);
        await store.subscribeReminders(subscription('waiting', 'waiting@example.com'), [items[0]!], limit);
        for (const id of ['done', 'waiting']) {
          await store.addReminderToken(`confirm-${id}`, id, 'confirm', later(48 * hour));
          await store.confirmReminders(`confirm-${id}`, later(hour));
        }
        // Everything of 'done' is sent; 'waiting' still has its reminder to send.
        const claimed = await store.claimReminderItems({
          now: at('2027-02-22T03:00:00.000Z'),
          limit: 10,
          leaseMs: 60_000,
        });
        for (const item of claimed.filter((c) => c.subscriptionId === 'done'))
          await store.finishReminderItem(item.id, item.claimToken, 'sent', at('2027-02-22T03:00:00.000Z'));
        for (const item of claimed.filter((c) => c.subscriptionId === 'waiting'))
          await store.failReminderItem(
            item.id,
            item.claimToken,
            'down',
            at('2027-02-22T03:00:00.000Z'),
            at('2027-02-22T04:00:00.000Z'),
          );
        const removed = await store.purgeReminders(at('2027-02-22T05:00:00.000Z'), {
          unconfirmedBefore: later(hour),
          finishedBefore: at('2027-02-22T02:59:00.000Z'),
        });
        expect(removed).toBe(1); // only old-unconfirmed: 'done' finished after the cutoff
        const second = await store.purgeReminders(at('2027-03-25T00:00:00.000Z'), {
          unconfirmedBefore: later(hour),
          finishedBefore: at('2027-02-23T00:00:00.000Z'),
        });
        expect(second).toBe(1); // 'done'
        const left = new Set((await store.listReminderItems()).map((item) => item.subscriptionId));
        expect([...left].sort()).toEqual(['fresh-unconfirmed', 'waiting']);
      });

      it('erase --email and purge cover reminder subscriptions', async () => {
        await store.subscribeReminders(subscription('e1', 'Erase.Me@example.com'), items, limit);
        await store.subscribeReminders(
          subscription('e2', 'keep@example.com', at('2030-01-01T00:00:00.000Z')),
          items,
          limit,
        );
        expect(await store.eraseByEmail('erase.me@EXAMPLE.com')).toEqual({ leads: 0, outbox: 0, reminders: 1 });
        expect(await store.purgeOlderThan(at('2030-01-01T00:00:00.001Z'))).toEqual({
          leads: 0,
          outbox: 0,
          reminders: 1,
        });
        expect(await store.listReminderItems()).toEqual([]);
      });
    });

    it('keeps the language of the page a lead came from, and reads a lead written without one as English', async () => {
      const thai = makeLead({ language: 'th', email: 'thai@example.com' });
      await store.insertLead(thai, []);
      expect((await store.getLead(thai.id))?.language).toBe('th');
      expect((await store.listLeads()).map((lead) => [lead.email, lead.language])).toEqual([
        ['thai@example.com', 'th'],
      ]);
      // A lead as the code before migration 3 wrote it: no language column named.
      await harness.exec(`INSERT INTO leads (id, created_at, email, service, message, consent, consent_at, privacy_policy_version)
        VALUES ('before-3', '2025-10-01T08:00:00.000Z', 'old@example.com', 'Visa', 'Hello', ${harness.name === 'sqlite' ? '1' : 'TRUE'}, '2025-10-01T08:00:00.000Z', '2025-09-25')`);
      expect((await store.getLead('before-3'))?.language).toBe('en');
    });

    it('reports its kind', () => {
      expect(store.kind).toBe(harness.name);
    });

    it('keeps the first value of a setting', async () => {
      expect(await store.getOrInitSetting('salt', 'first')).toBe('first');
      expect(await another().getOrInitSetting('salt', 'second')).toBe('first');
    });

    it('round-trips every field of a lead, including Unicode and newlines', async () => {
      const lead = makeLead({
        firstName: 'สมชาย',
        lastName: 'O\'Brien "Q"',
        message: 'Line one\nLine two\twith tab — and emoji 🇹🇭',
        isSpam: true,
        spamReason: 'honeypot',
        createdAt: at('2025-10-02T03:04:05.678Z'),
        consentAt: at('2025-10-02T03:04:05.678Z'),
      });
      await store.insertLead(lead, []);
      expect(await store.getLead(lead.id)).toEqual(lead);
      expect(await another().getLead(lead.id)).toEqual(lead);
      expect(await store.getLead('no-such-id')).toBeNull();
    });

    it('writes the outbox items with the lead, pending and due at once', async () => {
      const lead = makeLead();
      await store.insertLead(lead, ['email', 'webhook']);
      const items = await store.listOutbox({ leadId: lead.id });
      expect(items.map((item) => [item.channel, item.status, item.attempts])).toEqual([
        ['email', 'pending', 0],
        ['webhook', 'pending', 0],
      ]);
      expect(items[0]?.nextAttemptAt).toEqual(lead.createdAt);
      expect(items[0]?.sentAt).toBeNull();
    });

    it('writes nothing when any part of the transaction fails (duplicate id)', async () => {
      const lead = makeLead();
      await store.insertLead(lead, ['email']);
      await expect(store.insertLead({ ...lead, email: 'other@example.com' }, ['webhook'])).rejects.toThrow();
      expect(await store.countLeads()).toBe(1);
      expect((await store.listOutbox()).map((item) => item.channel)).toEqual(['email']);
    });

    it('stores leads sent at once, each with its own outbox items, and fails only the one that cannot be stored', async () => {
      const first = makeLead({ email: 'first@example.com' });
      await store.insertLead(first, ['email']);
      // 40 at once share a commit; one repeats the stored lead's id and must fail alone.
      const leads = Array.from({ length: 40 }, (_, i) => makeLead({ email: `lead${i}@example.com` }));
      const duplicate = { ...first, email: 'again@example.com' };
      const results = await Promise.allSettled([
        ...leads.map((lead, i) => store.insertLead(lead, i % 2 === 0 ? ['email', 'webhook'] : [])),
        store.insertLead(duplicate, ['webhook']),
      ]);
      expect(results.slice(0, 40).every((result) => result.status === 'fulfilled')).toBe(true);
      expect(results[40].status).toBe('rejected');
      expect(await store.countLeads()).toBe(41);
      // 1 item for the first lead, 2 for each of the 20 even-numbered ones, none for the duplicate.
      expect(await store.listOutbox()).toHaveLength(1 + 20 * 2);
      expect((await store.listOutbox({ leadId: leads[2].id })).map((item) => item.channel)).toEqual([
        'email',
        'webhook',
      ]);
      expect(await store.listOutbox({ leadId: leads[1].id })).toEqual([]);
      expect((await store.getLead(first.id))?.email).toBe('first@example.com');
    });

    it('writes no lead when its outbox item cannot be written', async () => {
      await harness.breakOutboxInserts();
      await expect(store.insertLead(makeLead(), ['email'])).rejects.toThrow(/outbox is broken/);
      expect(await store.countLeads()).toBe(0);
      // A spam lead (no outbox items) is still accepted: the failure above was the outbox alone.
      await store.insertLead(makeLead({ isSpam: true }), []);
      expect(await store.countLeads()).toBe(1);
    });

    it('lists oldest first or newest first, since a date, after a key, with or without spam', async () => {
      const a = makeLead({ createdAt: at('2025-01-01T00:00:00.000Z') });
      const b = makeLead({ createdAt: at('2025-02-01T00:00:00.000Z'), isSpam: true, spamReason: 'too_fast' });
      const c = makeLead({ createdAt: at('2025-03-01T00:00:00.000Z') });
      const d = makeLead({ createdAt: at('2025-03-01T00:00:00.000Z') });
      for (const lead of [c, a, d, b]) await store.insertLead(lead, []);
      const sameTime = [c, d].sort((x, y) => (x.id < y.id ? -1 : 1));
      const ids = (leads: { id: string }[]) => leads.map((lead) => lead.id);

      expect(ids(await store.listLeads())).toEqual(ids([a, b, ...sameTime]));
      expect(ids(await store.listLeads({ order: 'desc' }))).toEqual(ids([...sameTime].reverse().concat([b, a])));
      expect(ids(await store.listLeads({ since: at('2025-02-01T00:00:00.000Z') }))).toEqual(ids([b, ...sameTime]));
      expect(ids(await store.listLeads({ includeSpam: false }))).toEqual(ids([a, ...sameTime]));
      expect(ids(await store.listLeads({ limit: 2 }))).toEqual(ids([a, b]));
      const first = sameTime[0]!;
      expect(ids(await store.listLeads({ after: { createdAt: first.createdAt, id: first.id } }))).toEqual([
        sameTime[1]!.id,
      ]);
      expect(ids(await store.listLeads({ order: 'desc', after: { createdAt: b.createdAt, id: b.id } }))).toEqual([
        a.id,
      ]);
      expect(await store.countLeads()).toBe(4);
      expect(await store.countLeads({ includeSpam: false })).toBe(3);
    });

    it('erases every lead of an address, case-insensitively, with its outbox items', async () => {
      await store.insertLead(makeLead({ email: 'Erase.Me@Example.com' }), ['email', 'webhook']);
      await store.insertLead(makeLead({ email: 'erase.me@example.com' }), ['email']);
      const keep = makeLead({ email: 'keep@example.com' });
      await store.insertLead(keep, ['email']);

      expect(await store.eraseByEmail('  ERASE.ME@example.COM ')).toEqual({ leads: 2, outbox: 3, reminders: 0 });
      expect(await store.countLeads()).toBe(1);
      expect((await store.listOutbox()).map((item) => item.leadId)).toEqual([keep.id]);
      expect(await store.eraseByEmail('erase.me@example.com')).toEqual({ leads: 0, outbox: 0, reminders: 0 });
    });

    it('purges leads created before a cutoff, with their outbox items', async () => {
      const old = makeLead({ createdAt: at('2018-01-01T00:00:00.000Z') });
      const recent = makeLead({ createdAt: at('2025-01-01T00:00:00.000Z') });
      await store.insertLead(old, ['email']);
      await store.insertLead(recent, ['email']);
      expect(await store.purgeOlderThan(at('2018-01-01T00:00:00.000Z'))).toEqual({ leads: 0, outbox: 0, reminders: 0 });
      expect(await store.purgeOlderThan(at('2019-01-01T00:00:00.000Z'))).toEqual({ leads: 1, outbox: 1, reminders: 0 });
      expect(await store.getLead(old.id)).toBeNull();
      expect(await store.getLead(recent.id)).not.toBeNull();
    });

    it('claims only due items, holds them for the lease, and lets a claim be taken over after it', async () => {
      const now = at('2025-10-01T08:00:00.000Z');
      await store.insertLead(makeLead({ createdAt: now }), ['email']);
      await store.insertLead(makeLead({ createdAt: at('2025-10-01T09:00:00.000Z') }), ['webhook']); // due later

      const first = await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 });
      expect(first.map((item) => [item.channel, item.status, item.attempts])).toEqual([['email', 'sending', 1]]);
      expect(first[0]?.lockedUntil).toEqual(at('2025-10-01T08:01:00.000Z'));

      // Held: nobody else gets it during the lease.
      expect(await another().claimOutbox({ now: at('2025-10-01T08:00:30.000Z'), limit: 10, leaseMs: 60_000 })).toEqual(
        [],
      );

      // Lease over (worker died): taken over with a new token; the old token is worthless.
      const later = at('2025-10-01T08:02:00.000Z');
      const second = await another().claimOutbox({ now: later, limit: 10, leaseMs: 60_000 });
      expect(second.map((item) => [item.id, item.attempts])).toEqual([[first[0]!.id, 2]]);
      expect(second[0]?.claimToken).not.toBe(first[0]?.claimToken);
      expect(await store.completeOutbox([first[0]!.id], first[0]!.claimToken, later)).toEqual([]);
      expect(await store.completeOutbox([second[0]!.id], second[0]!.claimToken, later)).toEqual([second[0]!.id]);

      const [sent] = await store.listOutbox({ statuses: ['sent'] });
      expect(sent?.sentAt).toEqual(later);
      expect(sent?.lockedUntil).toBeNull();
      // A sent item is never claimed again.
      expect(await store.claimOutbox({ now: at('2030-01-01T00:00:00.000Z'), limit: 10, leaseMs: 1 })).toHaveLength(1); // only the webhook
    });

    it('claims items with their leads and completes a round in one call, only where the claim still holds', async () => {
      const now = at('2025-10-01T08:00:00.000Z');
      await store.insertLead(makeLead({ createdAt: now, firstName: 'Anong', email: 'anong@example.com' }), [
        'email',
        'webhook',
      ]);
      await store.insertLead(makeLead({ createdAt: now, firstName: 'Boonmee', email: 'boonmee@example.com' }), [
        'email',
      ]);
      const claimed = await store.claimOutbox({ now, limit: 10, leaseMs: 60_000 });
      // Each item carries its own lead, as stored.
      expect(
        claimed.map((item) => [item.channel, item.lead?.firstName, item.lead?.email, item.lead?.id === item.leadId]),
      ).toEqual([
        ['email', 'Anong', 'anong@example.com', true],
        ['webhook', 'Anong', 'anong@example.com', true],
        ['email', 'Boonmee', 'boonmee@example.com', true],
      ]);
      const token = claimed[0]!.claimToken;
      expect(claimed.every((item) => item.claimToken === token)).toBe(true);

      // Two of three reported sent together; an id from another claim (wrong token) is not touched.
      const later = at('2025-10-01T08:00:05.000Z');
      expect(await store.completeOutbox([claimed[2]!.id, claimed[0]!.id], token, later)).toEqual([
        claimed[0]!.id,
        claimed[2]!.id,
      ]);
      expect(await store.completeOutbox([claimed[1]!.id], 'another-token', later)).toEqual([]);
      expect(await store.completeOutbox([], token, later)).toEqual([]);
      expect((await store.listOutbox({ statuses: ['sent'] })).map((item) => item.id)).toEqual([
        claimed[0]!.id,
        claimed[2]!.id,
      ]);
      expect((await store.listOutbox({ statuses: ['sending'] })).map((item) => item.id)).toEqual([claimed[1]!.id]);
    });

    it('records failures: back to pending until the retry time, failed after the last try, pending again on retry', async () => {
      const now = at('2025-10-01T08:00:00.000Z');
      const lead = makeLead({ createdAt: now });
      await store.insertLead(lead, ['webhook']);
      const [claimed] = await store.claimOutbox({ now, limit: 1, leaseMs: 60_000 });
      const retryAt = at('2025-10-01T08:05:00.000Z');
      expect(await store.failOutbox(claimed!.id, claimed!.claimToken, 'HTTP 502\nBad gateway', now, retryAt)).toBe(
        true,
      );
      let [item] = await store.listOutbox();
      expect([item?.status, item?.lastError, item?.nextAttemptAt]).toEqual([
        'pending',
        'HTTP 502 Bad gateway',
        retryAt,
      ]);

      expect(await store.claimOutbox({ now: at('2025-10-01T08:04:59.000Z'), limit: 1, leaseMs: 60_000 })).toEqual([]);
      const [again] = await store.claimOutbox({ now: retryAt, limit: 1, leaseMs: 60_000 });
      expect(again?.attempts).toBe(2);
      expect(await store.failOutbox(again!.id, again!.claimToken, 'still down', retryAt, null)).toBe(true);
      [item] = await store.listOutbox({ statuses: ['failed'] });
      expect([item?.status, item?.attempts, item?.lastError]).toEqual(['failed', 2, 'still down']);
      expect(await store.claimOutbox({ now: at('2030-01-01T00:00:00.000Z'), limit: 1, leaseMs: 60_000 })).toEqual([]);
      expect(await store.getLead(lead.id)).not.toBeNull();

      const later = at('2025-10-02T00:00:00.000Z');
      expect(await store.retryFailedOutbox(later)).toBe(1);
      [item] = await store.listOutbox({ statuses: ['pending'] });
      expect([item?.attempts, item?.nextAttemptAt]).toEqual([0, later]);
      expect(await store.listOutbox({ statuses: ['failed'] })).toEqual([]);
    });

    it('never gives the same item to two concurrent claimers', async () => {
      const now = at('2025-10-01T08:00:00.000Z');
      for (let index = 0; index < 40; index += 1)
        await store.insertLead(makeLead({ createdAt: now }), ['email', 'webhook']);
      const claimers = [store, another(), another(), another()];
      const claimed: number[] = [];
      await Promise.all(
        claimers.map(async (claimer) => {
          for (;;) {
            const items = await claimer.claimOutbox({ now, limit: 3, leaseMs: 60_000 });
            if (items.length === 0) return;
            claimed.push(...items.map((item) => item.id));
          }
        }),
      );
      expect(claimed).toHaveLength(80);
      expect(new Set(claimed).size).toBe(80);
    });

    it('shares a rate bucket between connections: capacity, refusal without spending, refill with time', async () => {
      // 2 a minute: the bucket holds 2 tokens and gains one every 30,000 ms.
      const t0 = 1_700_000_000_000;
      expect(await store.takeRateToken('k', t0, 2)).toEqual({ allowed: true, tokens: 1 });
      expect(await another().takeRateToken('k', t0 + 1, 2)).toMatchObject({ allowed: true });
      const refused = await another().takeRateToken('k', t0 + 2, 2);
      expect(refused.allowed).toBe(false);
      expect(refused.tokens).toBeCloseTo((2 / 60_000) * 2, 6); // nothing spent: the refill of 2 ms since the last take
      // 15,000 ms later: half a token, still refused.
      expect((await store.takeRateToken('k', t0 + 15_002, 2)).allowed).toBe(false);
      // At t0 + 30,001 the bucket has gained 30,000 ms of refill since the second take left it at 1 ms of refill:
      // 30,001 ms x 2/60,000 = 1 + 1/30,000 tokens; one is spent, 1/30,000 is left.
      const later = await store.takeRateToken('k', t0 + 30_001, 2);
      expect(later.allowed).toBe(true);
      expect(later.tokens).toBeCloseTo(1 / 30_000, 9);
      // Another key has its own bucket; a clock behind the stored time adds nothing.
      expect((await store.takeRateToken('other', t0, 2)).allowed).toBe(true);
      expect((await store.takeRateToken('k', t0, 2)).allowed).toBe(false);
    });

    it('lets no more than the capacity through when connections race on one bucket', async () => {
      const t0 = 1_700_000_000_000;
      const stores = [store, another(), another(), another()];
      const results = await Promise.all(
        Array.from({ length: 12 }, (_, i) => stores[i % stores.length].takeRateToken('race', t0, 5)),
      );
      expect(results.filter((r) => r.allowed)).toHaveLength(5);
    });

    it('prunes buckets untouched since a time', async () => {
      await store.takeRateToken('old', 1_000, 5);
      await store.takeRateToken('new', 100_000, 5);
      expect(await store.pruneRateBuckets(50_000)).toBe(1);
      // The old key starts again from a full bucket.
      expect(await store.takeRateToken('old', 100_001, 5)).toEqual({ allowed: true, tokens: 4 });
    });

    it('refuses to work after close', async () => {
      const closing = another();
      await closing.close();
      await expect(closing.getLead('x')).rejects.toThrow(/closed/);
      await expect(closing.insertLead(makeLead(), [])).rejects.toThrow(/closed/);
    });
  });
}

describe('SQLite durability settings', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'siam-leads-pragma-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('uses WAL with synchronous=FULL and enforces foreign keys', async () => {
    const store = openSqliteStore({ file: join(dir, 'nested', 'leads.sqlite') });
    await store.migrate();
    expect(store.pragma('journal_mode')).toBe('wal');
    expect(store.pragma('synchronous')).toBe(2); // 2 = FULL
    expect(store.pragma('foreign_keys')).toBe(1);
    await store.close();
  });
});
