/**
 * The parts of a lead store kept in classes of their own on its connection: the group commit of new leads
 * (sqlite-lead-batches.ts, postgres-lead-batches.ts), the outbox (sqlite-outbox.ts, postgres-outbox.ts) and the
 * deadline reminders' tables (sqlite-reminders.ts, postgres-reminders.ts). Each adapter answers those methods of
 * the store with them.
 */
import type { LeadStore } from './types.ts';

export type ReminderTables = Pick<
  LeadStore,
  | 'subscribeReminders'
  | 'addReminderToken'
  | 'findReminderToken'
  | 'confirmReminders'
  | 'unsubscribeReminders'
  | 'eraseRemindersByToken'
  | 'claimReminderItems'
  | 'finishReminderItem'
  | 'failReminderItem'
  | 'listReminderItems'
  | 'purgeReminders'
  | 'countReminders'
>;

export type OutboxTables = Pick<
  LeadStore,
  'claimOutbox' | 'completeOutbox' | 'failOutbox' | 'listOutbox' | 'summarizeOutbox' | 'retryFailedOutbox'
>;

/** New leads, grouped into batches; closing stores (and answers) those still waiting, then takes no more. */
export type LeadBatches = Pick<LeadStore, 'insertLead'> & { close(): void | Promise<void> };

export abstract class TableMethods implements ReminderTables, OutboxTables, Pick<LeadStore, 'insertLead'> {
  protected abstract readonly leadBatches: LeadBatches;
  protected abstract readonly reminderTables: ReminderTables;
  protected abstract readonly outboxTables: OutboxTables;

  readonly subscribeReminders: LeadStore['subscribeReminders'] = (...args) =>
    this.reminderTables.subscribeReminders(...args);
  readonly addReminderToken: LeadStore['addReminderToken'] = (...args) => this.reminderTables.addReminderToken(...args);
  readonly findReminderToken: LeadStore['findReminderToken'] = (...args) =>
    this.reminderTables.findReminderToken(...args);
  readonly confirmReminders: LeadStore['confirmReminders'] = (...args) => this.reminderTables.confirmReminders(...args);
  readonly unsubscribeReminders: LeadStore['unsubscribeReminders'] = (...args) =>
    this.reminderTables.unsubscribeReminders(...args);
  readonly eraseRemindersByToken: LeadStore['eraseRemindersByToken'] = (...args) =>
    this.reminderTables.eraseRemindersByToken(...args);
  readonly claimReminderItems: LeadStore['claimReminderItems'] = (...args) =>
    this.reminderTables.claimReminderItems(...args);
  readonly finishReminderItem: LeadStore['finishReminderItem'] = (...args) =>
    this.reminderTables.finishReminderItem(...args);
  readonly failReminderItem: LeadStore['failReminderItem'] = (...args) => this.reminderTables.failReminderItem(...args);
  readonly listReminderItems: LeadStore['listReminderItems'] = (...args) =>
    this.reminderTables.listReminderItems(...args);
  readonly purgeReminders: LeadStore['purgeReminders'] = (...args) => this.reminderTables.purgeReminders(...args);
  readonly countReminders: LeadStore['countReminders'] = (...args) => this.reminderTables.countReminders(...args);

  readonly insertLead: LeadStore['insertLead'] = (...args) => this.leadBatches.insertLead(...args);
  readonly claimOutbox: LeadStore['claimOutbox'] = (...args) => this.outboxTables.claimOutbox(...args);
  readonly completeOutbox: LeadStore['completeOutbox'] = (...args) => this.outboxTables.completeOutbox(...args);
  readonly failOutbox: LeadStore['failOutbox'] = (...args) => this.outboxTables.failOutbox(...args);
  readonly listOutbox: LeadStore['listOutbox'] = (...args) => this.outboxTables.listOutbox(...args);
  readonly summarizeOutbox: LeadStore['summarizeOutbox'] = (...args) => this.outboxTables.summarizeOutbox(...args);
  readonly retryFailedOutbox: LeadStore['retryFailedOutbox'] = (...args) =>
    this.outboxTables.retryFailedOutbox(...args);
}
