/** What a reminder endpoint hands to /reminders/page/ (src/pages/reminders/page.astro) through a rewrite. */
declare namespace App {
  interface Locals {
    reminderPage?: import('./http.ts').ReminderPageView;
  }
}
