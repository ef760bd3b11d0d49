/**
 * The outbox on the SQLite lead store's connection (sqlite.ts): every claim is one UPDATE under the database's
 * write lock, so no other process can claim the same rows.
 */
import type { SQLInputValue } from 'node:sqlite';
import { randomUUID } from 'node:crypto';
import { clipError, leadFromSqliteRow } from './columns.ts';
import { OUTBOX_SUMMARY_SQL, outboxFromRow, outboxSummaryFromRow } from './outbox-rows.ts';
import { SqliteTables } from './connections.ts';
import { claimDueSqlite } from './sqlite-queues.ts';
import type { ClaimOptions, ClaimedOutboxItem, OutboxItem, OutboxStatus, OutboxSummaryRow } from './types.ts';
import type { OutboxTables } from './table-methods.ts';

type Row = Record<string, SQLInputValue>;
const iso = (date: Date) => date.toISOString();

export class OutboxSqliteTables extends SqliteTables implements OutboxTables {
  async claimOutbox(options: ClaimOptions): Promise<ClaimedOutboxItem[]> {
    const token = randomUUID();
    // Their leads are read in the same transaction, so the worker needs no query per item.
    const { rows, leads } = this.c.transaction(() => {
      const claimed = claimDueSqlite(this.c, 'outbox', options, token);
      const leadIds = JSON.stringify([...new Set(claimed.map((row) => String(row.lead_id)))]);
      const leadRows =
        claimed.length === 0
          ? []
          : (this.c.stmt('SELECT * FROM leads WHERE id IN (SELECT value FROM json_each(?))').all(leadIds) as Row[]);
      return { rows: claimed, leads: new Map(leadRows.map((row) => [String(row.id), leadFromSqliteRow(row)])) };
    });
    return rows
      .map((row) => ({ ...outboxFromRow(row), claimToken: token, lead: leads.get(String(row.lead_id)) ?? null }))
      .sort((a, b) => a.id - b.id);
  }

  async completeOutbox(ids: readonly number[], claimToken: string, now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = this.c.transaction(
      () =>
        this.c
          .stmt(
            `UPDATE outbox SET status = 'sent', sent_at = ?, updated_at = ?, locked_until = NULL, claim_token = NULL, last_error = ''
           WHERE id IN (SELECT value FROM json_each(?)) AND status = 'sending' AND claim_token = ?
           RETURNING id`,
          )
          .all(iso(now), iso(now), JSON.stringify(ids), claimToken) as Row[],
    );
    return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  async failOutbox(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean> {
    const result = this.c.transaction(() =>
      this.c
        .stmt(
          `UPDATE outbox SET status = ?, next_attempt_at = ?, last_error = ?, updated_at = ?, locked_until = NULL, claim_token = NULL
         WHERE id = ? AND status = 'sending' AND claim_token = ?`,
        )
        .run(retryAt ? 'pending' : 'failed', iso(retryAt ?? now), clipError(error), iso(now), id, claimToken),
    );
    return Number(result.changes) === 1;
  }

  async listOutbox(options: { statuses?: OutboxStatus[]; leadId?: string } = {}): Promise<OutboxItem[]> {
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    if (options.statuses?.length) {
      where.push(`status IN (${options.statuses.map(() => '?').join(', ')})`);
      params.push(...options.statuses);
    }
    if (options.leadId) {
      where.push('lead_id = ?');
      params.push(options.leadId);
    }
    const sql = `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`;
    return (this.c.stmt(sql).all(...params) as Row[]).map(outboxFromRow);
  }

  async summarizeOutbox(): Promise<OutboxSummaryRow[]> {
    return (this.c.stmt(OUTBOX_SUMMARY_SQL).all() as Row[]).map(outboxSummaryFromRow);
  }

  async retryFailedOutbox(now: Date): Promise<number> {
    const result = this.c.transaction(() =>
      this.c
        .stmt(
          `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE status = 'failed'`,
        )
        .run(iso(now), iso(now)),
    );
    return Number(result.changes);
  }
}
