/** The bookings' storage on a lead store's own connection: the adapter of the store's database. */
import type { LeadStore } from '../../core/storage/types.ts';
import type { SqliteConnection } from '../../core/storage/connections.ts';
import type { PostgresConnection } from '../../core/storage/connections.ts';
import type { BookingStore } from './types.ts';
import { createSqliteBookingStore } from './sqlite.ts';
import { createPostgresBookingStore } from './postgres.ts';

const cache = new WeakMap<LeadStore, BookingStore>();

export function bookingStoreFor(store: LeadStore): BookingStore {
  let bookings = cache.get(store);
  if (!bookings) {
    bookings =
      store.kind === 'sqlite'
        ? createSqliteBookingStore((store as LeadStore & { connection(): SqliteConnection }).connection())
        : createPostgresBookingStore((store as LeadStore & { connection(): PostgresConnection }).connection());
    cache.set(store, bookings);
  }
  return bookings;
}

export type * from './types.ts';
