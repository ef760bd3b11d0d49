/**
 * The bookings' storage contract, on both databases: a slot is held once (also when many connections race for
 * it), an address holds at most its number of future bookings, tokens are single-purpose, and a cancellation or
 * a move bumps the sequence and queues the right e-mails. SQLite: a temp file; PostgreSQL: a temp database.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LeadStore } from '../../core/storage/types.ts';
import { bookingStoreFor } from './index.ts';
import type { NewBooking } from './types.ts';
import { makeLead } from '../../../../tests/support/fixtures.ts';
import { postgresHarness, sqliteHarness } from '../../../../tests/support/store-harness.ts';

const MINUTE = 60_000;
const now = new Date('2026-12-08T00:00:00Z');
const options = { maxFuturePerEmail: 2, now, reminderAt: new Date('2026-12-09T02:00:00Z') };

function bookingAt(startIso: string, email = 'ann@example.com') {
  const lead = makeLead({
    email,
    createdAt: now,
    bookingSlot: startIso,
    bookingMode: 'office',
    bookingStatus: 'booked',
  });
  const start = new Date(startIso);
  const booking: NewBooking = {
    id: crypto.randomUUID(),
    leadId: lead.id,
    email,
    language: 'en',
    mode: 'office',
    start,
    end: new Date(start.getTime() + 30 * MINUTE),
    heldUntil: new Date(start.getTime() + 45 * MINUTE),
    createdAt: now,
  };
  return { lead, booking };
}

for (const harness of [sqliteHarness('siam-bookings-'), postgresHarness('siam_bookings_test', 5)]) {
  describe(`BookingStore contract: ${harness.name}`, () => {
    let store: LeadStore;
    const others: LeadStore[] = [];
    beforeAll(() => harness.setup());
    afterAll(() => harness.teardown());
    beforeEach(async () => {
      store = harness.open();
      await store.migrate();
    });
    afterEach(async () => {
      await Promise.all([store, ...others.splice(0)].map((s) => s.close()));
      await harness.teardown();
      await harness.setup();
    });

    it('books a free slot with its lead, outbox items, confirmation and reminder', async () => {
      const bookings = bookingStoreFor(store);
      const { lead, booking } = bookingAt('2026-12-09T02:00:00Z');
      expect(await bookings.book(lead, ['email', 'webhook'], booking, options)).toEqual({ ok: true });
      expect((await store.getLead(lead.id))?.bookingSlot).toBe('2026-12-09T02:00:00Z');
      expect(await store.listOutbox({ leadId: lead.id })).toHaveLength(2);
      expect((await bookings.listMail(booking.id)).map((mail) => [mail.kind, mail.sequence])).toEqual([
        ['confirm', 0],
        ['reminder', 0],
      ]);
      expect(await bookings.getBooking(booking.id)).toMatchObject({ status: 'booked', sequence: 0, mode: 'office' });
    });

    it('refuses the same slot and one inside the buffer, storing nothing of them', async () => {
      const bookings = bookingStoreFor(store);
      const first = bookingAt('2026-12-09T02:00:00Z', 'a@example.com');
      const same = bookingAt('2026-12-09T02:00:00Z', 'b@example.com');
      const inBuffer = bookingAt('2026-12-09T02:40:00Z', 'c@example.com'); // 15 min after 02:30 is 02:45
      const after = bookingAt('2026-12-09T02:45:00Z', 'd@example.com');
      expect(await bookings.book(first.lead, ['email'], first.booking, options)).toEqual({ ok: true });
      expect(await bookings.book(same.lead, ['email'], same.booking, options)).toEqual({ ok: false, reason: 'taken' });
      expect(await bookings.book(inBuffer.lead, ['email'], inBuffer.booking, options)).toEqual({
        ok: false,
        reason: 'taken',
      });
      expect(await bookings.book(after.lead, ['email'], after.booking, options)).toEqual({ ok: true });
      expect(await store.getLead(same.lead.id)).toBeNull();
      expect(await store.getLead(inBuffer.lead.id)).toBeNull();
      expect(await bookings.countBookings()).toBe(2);
    });

    it('holds a slot once when 40 requests on 4 connections race for it', async () => {
      const stores = [store, ...Array.from({ length: 3 }, () => harness.open())];
      others.push(...stores.slice(1));
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) => {
          const { lead, booking } = bookingAt('2026-12-10T03:30:00Z', `racer${index}@example.com`);
          return bookingStoreFor(stores[index % 4]!).book(lead, ['email'], booking, options);
        }),
      );
      expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
      expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'taken')).toHaveLength(39);
      expect(await bookingStoreFor(store).countBookings()).toBe(1);
      expect(await store.countLeads()).toBe(1);
    });

    it('lets an address hold two future bookings, whatever its case; a past one does not count', async () => {
      const bookings = bookingStoreFor(store);
      const past = bookingAt('2026-12-07T02:00:00Z', 'ann@example.com');
      await bookings.book(past.lead, [], past.booking, { ...options, now: new Date('2026-12-06T00:00:00Z') });
      for (const [start, email] of [
        ['2026-12-09T02:00:00Z', 'ann@example.com'],
        ['2026-12-09T02:45:00Z', 'ANN@example.com'],
      ]) {
        const next = bookingAt(start!, email);
        expect(await bookings.book(next.lead, [], next.booking, options)).toEqual({ ok: true });
      }
      const third = bookingAt('2026-12-09T03:30:00Z', 'Ann@Example.com');
      expect(await bookings.book(third.lead, [], third.booking, options)).toEqual({ ok: false, reason: 'too-many' });
    });

    it('cancels with a live cancel token once: sequence up, reminder gone, cancellation queued, team told, slot free', async () => {
      const bookings = bookingStoreFor(store);
      const { lead, booking } = bookingAt('2026-12-09T02:00:00Z');
      await bookings.book(lead, ['email'], booking, options);
      await bookings.addToken('c'.repeat(64), booking.id, 'cancel', booking.start);
      await bookings.addToken('r'.repeat(64), booking.id, 'reschedule', booking.start);
      expect(await bookings.cancel({ tokenHash: 'r'.repeat(64) }, now, ['email'])).toBeNull(); // a reschedule token cannot cancel
      const cancelled = await bookings.cancel({ tokenHash: 'c'.repeat(64) }, now, ['email']);
      expect(cancelled).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await bookings.cancel({ tokenHash: 'c'.repeat(64) }, now, ['email'])).toBeNull(); // replayed
      expect(await bookings.findToken('r'.repeat(64), 'reschedule', now)).toBeNull();
      expect((await bookings.listMail(booking.id)).map((mail) => [mail.kind, mail.sequence])).toEqual([
        ['confirm', 0],
        ['cancel', 1],
      ]);
      expect(await store.getLead(lead.id)).toMatchObject({ bookingStatus: 'cancelled' });
      expect(await store.listOutbox({ leadId: lead.id })).toHaveLength(2);
      const again = bookingAt('2026-12-09T02:00:00Z', 'bob@example.com');
      expect(await bookings.book(again.lead, [], again.booking, options)).toEqual({ ok: true });
    });

    it('refuses an expired token and lets the operator cancel by id', async () => {
      const bookings = bookingStoreFor(store);
      const { lead, booking } = bookingAt('2026-12-09T02:00:00Z');
      await bookings.book(lead, [], booking, options);
      await bookings.addToken('e'.repeat(64), booking.id, 'cancel', new Date(now.getTime() - 1));
      expect(await bookings.findToken('e'.repeat(64), 'cancel', now)).toBeNull();
      expect(await bookings.cancel({ id: booking.id }, now, [])).toMatchObject({ status: 'cancelled', sequence: 1 });
      expect(await bookings.cancel({ id: booking.id }, now, [])).toBeNull();
    });

    it('reschedules to a free time (update queued, reminder replaced) and refuses a taken one', async () => {
      const bookings = bookingStoreFor(store);
      const mine = bookingAt('2026-12-09T02:00:00Z');
      const theirs = bookingAt('2026-12-11T02:00:00Z', 'bob@example.com');
      await bookings.book(mine.lead, [], mine.booking, options);
      await bookings.book(theirs.lead, [], theirs.booking, options);
      await bookings.addToken('m'.repeat(64), mine.booking.id, 'reschedule', mine.booking.start);
      const move = (iso: string) => ({
        start: new Date(iso),
        end: new Date(Date.parse(iso) + 30 * MINUTE),
        heldUntil: new Date(Date.parse(iso) + 45 * MINUTE),
        reminderAt: new Date(Date.parse(iso) - 24 * 60 * MINUTE),
      });
      expect(await bookings.reschedule('m'.repeat(64), move('2026-12-11T02:00:00Z'), now, [])).toEqual({
        ok: false,
        reason: 'taken',
      });
      const moved = await bookings.reschedule('m'.repeat(64), move('2026-12-12T03:30:00Z'), now, ['email']);
      expect(moved).toMatchObject({ ok: true, booking: { sequence: 1, start: new Date('2026-12-12T03:30:00Z') } });
      expect(await bookings.reschedule('m'.repeat(64), move('2026-12-14T03:30:00Z'), now, [])).toEqual({
        ok: false,
        reason: 'invalid',
      });
      const mails = (await bookings.listMail(mine.booking.id)).map((mail) => [
        mail.kind,
        mail.sequence,
        mail.sendAt.toISOString(),
      ]);
      expect(mails).toEqual([
        ['confirm', 0, now.toISOString()],
        ['update', 1, now.toISOString()],
        ['reminder', 1, '2026-12-11T03:30:00.000Z'],
      ]);
      expect((await store.getLead(mine.lead.id))?.bookingSlot).toBe('2026-12-12T03:30:00.000Z');
    });

    it('claims each due e-mail once across connections, with its booking and the name', async () => {
      const bookings = bookingStoreFor(store);
      const { lead, booking } = bookingAt('2026-12-09T02:00:00Z');
      await bookings.book(lead, [], booking, options);
      const other = harness.open();
      others.push(other);
      const [a, b] = await Promise.all([
        bookings.claimMail({ now, limit: 10, leaseMs: 60_000 }),
        bookingStoreFor(other).claimMail({ now, limit: 10, leaseMs: 60_000 }),
      ]);
      const claimed = [...a, ...b];
      expect(claimed.map((mail) => mail.kind)).toEqual(['confirm']); // the reminder is not due yet
      expect(claimed[0]).toMatchObject({
        booking: { id: booking.id, email: 'ann@example.com' },
        name: `${lead.firstName} ${lead.lastName}`,
      });
      expect(await bookings.finishMail(claimed[0]!.id, claimed[0]!.claimToken, 'sent', now)).toBe(true);
      const later = await bookings.claimMail({ now: new Date('2026-12-09T02:00:00Z'), limit: 10, leaseMs: 60_000 });
      expect(later.map((mail) => mail.kind)).toEqual(['reminder']);
    });

    it('closes a day once; erasing the address erases its bookings', async () => {
      const bookings = bookingStoreFor(store);
      expect(await bookings.closeDay('2026-12-15', 'team training', now)).toBe(true);
      expect(await bookings.closeDay('2026-12-15', 'again', now)).toBe(false);
      expect(await bookings.closedDays('2026-12-10')).toEqual(['2026-12-15']);
      expect(await bookings.closedDays('2026-12-16')).toEqual([]);
      const { lead, booking } = bookingAt('2026-12-09T02:00:00Z');
      await bookings.book(lead, [], booking, options);
      await store.eraseByEmail('ANN@example.com');
      expect(await bookings.getBooking(booking.id)).toBeNull();
      expect(await bookings.listMail(booking.id)).toEqual([]);
    });
  });
}
