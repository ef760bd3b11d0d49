/**
 * Group commit on SQLite: writes that arrive while a commit is being fsynced wait for the next one, and one COMMIT
 * (one fsync) then makes the whole group durable. Each write runs in its own savepoint, so one that throws, or
 * whose result says to undo it, rolls back alone; every promise settles only after the COMMIT that holds it returned.
 */
import type { SqliteConnection } from './connections.ts';

type Settled<R> = { ok: true; result: R } | { ok: false; error: unknown };

interface Waiting<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

export class SqliteGroupCommit<I, R> {
  readonly #c: SqliteConnection;
  readonly #write: (item: I) => R;
  readonly #keep: (result: R) => boolean;
  #waiting: Waiting<I, R>[] = [];

  /** `write` runs inside the group's transaction; a result `keep` refuses is rolled back (and still answered). */
  constructor(connection: SqliteConnection, write: (item: I) => R, keep: (result: R) => boolean = () => true) {
    this.#c = connection;
    this.#write = write;
    this.#keep = keep;
  }

  add(item: I): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiting.push({ item, resolve, reject });
      if (this.#waiting.length === 1) setImmediate(() => this.commit());
    });
  }

  /** Commits the writes waiting now (a store that closes calls it first). */
  commit(): void {
    const group = this.#waiting;
    this.#waiting = [];
    if (group.length === 0) return;
    let settled: Settled<R>[];
    try {
      settled = this.#c.transaction(() => group.map(({ item }) => this.#writeInSavepoint(item)));
    } catch (error) {
      // The COMMIT itself failed: none of the group is stored.
      for (const waiting of group) waiting.reject(error);
      return;
    }
    group.forEach((waiting, index) => {
      const result = settled[index]!;
      if (result.ok) waiting.resolve(result.result);
      else waiting.reject(result.error);
    });
  }

  #writeInSavepoint(item: I): Settled<R> {
    this.#c.exec('SAVEPOINT item');
    try {
      const result = this.#write(item);
      if (!this.#keep(result)) this.#c.exec('ROLLBACK TO item');
      this.#c.exec('RELEASE item');
      return { ok: true, result };
    } catch (error) {
      this.#c.exec('ROLLBACK TO item');
      this.#c.exec('RELEASE item');
      return { ok: false, error };
    }
  }
}
