/**
 * The deadline reminders' half of a lead store: each adapter keeps those tables in a class of their own
 * (sqlite-reminders.ts, postgres-reminders.ts) on its connection, and answers the store's reminder methods with it.
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

export abstract class ReminderMethods implements ReminderTables {
  protected abstract readonly reminderTables: ReminderTables;

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
}
