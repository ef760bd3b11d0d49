/**
 * The outbox on the PostgreSQL lead store's pool (postgres.ts): claims use FOR UPDATE SKIP LOCKED, so workers in
 * several processes never take the same row.
 */
import { randomUUID } from 'node:crypto';
import { clipError, leadFromPostgresRow } from './columns.ts';
import { OUTBOX_SUMMARY_SQL, outboxFromRow, outboxSummaryFromRow } from './outbox-rows.ts';
import { PostgresTables } from './connections.ts';
import type {
  ClaimOptions,
  ClaimedOutboxItem,
  OutboxItem,
  OutboxStatus,
  OutboxSummaryRow,
  StoredLead,
} from './types.ts';
import type { OutboxTables } from './table-methods.ts';

export class OutboxPostgresTables extends PostgresTables implements OutboxTables {
  async claimOutbox(options: ClaimOptions): Promise<ClaimedOutboxItem[]> {
    const token = randomUUID();
    const lockedUntil = new Date(options.now.getTime() + options.leaseMs);
    const result = await this.c.query(
      `UPDATE outbox SET status = 'sending', attempts = outbox.attempts + 1, locked_until = $1, claim_token = $2, updated_at = $3
       WHERE id IN (
         SELECT id FROM outbox
         WHERE (status = 'pending' AND next_attempt_at <= $3) OR (status = 'sending' AND locked_until <= $3)
         ORDER BY next_attempt_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [lockedUntil, token, options.now, Math.max(1, Math.trunc(options.limit))],
      'claim-outbox',
    );
    // The claimed items' leads in one query, so the worker needs none per item; a lead erased in between reads null.
    const leadIds = [...new Set(result.rows.map((row) => String(row.lead_id)))];
    const leads = new Map<string, StoredLead>();
    if (leadIds.length > 0) {
      for (const row of (await this.c.query('SELECT * FROM leads WHERE id = ANY($1)', [leadIds], 'leads-by-id')).rows)
        leads.set(String(row.id), leadFromPostgresRow(row));
    }
    return result.rows
      .map((row) => ({ ...outboxFromRow(row), claimToken: token, lead: leads.get(String(row.lead_id)) ?? null }))
      .sort((a, b) => a.id - b.id);
  }

  async completeOutbox(ids: readonly number[], claimToken: string, now: Date): Promise<number[]> {
    if (ids.length === 0) return [];
    const result = await this.c.query(
      `UPDATE outbox SET status = 'sent', sent_at = $1, updated_at = $1, locked_until = NULL, claim_token = NULL, last_error = ''
       WHERE id = ANY($2) AND status = 'sending' AND claim_token = $3
       RETURNING id`,
      [now, [...ids], claimToken],
      'complete-outbox',
    );
    return result.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  }

  async failOutbox(id: number, claimToken: string, error: string, now: Date, retryAt: Date | null): Promise<boolean> {
    const result = await this.c.query(
      `UPDATE outbox SET status = $1, next_attempt_at = $2, last_error = $3, updated_at = $4, locked_until = NULL, claim_token = NULL
       WHERE id = $5 AND status = 'sending' AND claim_token = $6`,
      [retryAt ? 'pending' : 'failed', retryAt ?? now, clipError(error), now, id, claimToken],
    );
    return result.rowCount === 1;
  }

  async listOutbox(options: { statuses?: OutboxStatus[]; leadId?: string } = {}): Promise<OutboxItem[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.statuses?.length) {
      params.push(options.statuses);
      where.push(`status = ANY($${params.length}::text[])`);
    }
    if (options.leadId) {
      params.push(options.leadId);
      where.push(`lead_id = $${params.length}`);
    }
    const result = await this.c.query(
      `SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`,
      params,
    );
    return result.rows.map(outboxFromRow);
  }

  async summarizeOutbox(): Promise<OutboxSummaryRow[]> {
    return (await this.c.query(OUTBOX_SUMMARY_SQL)).rows.map(outboxSummaryFromRow);
  }

  async retryFailedOutbox(now: Date): Promise<number> {
    const result = await this.c.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, updated_at = $1 WHERE status = 'failed'`,
      [now],
    );
    return result.rowCount ?? 0;
  }
}
