/**
 * The words of deadline reminders in English: the form below the stay calculator, the pages the links in the
 * e-mails open, and the e-mails themselves. Their shape is `ReminderWords`, which the Thai volume
 * (src/i18n/th/reminders.ts) must match key for key. The server reads this module at run time (no Astro imports here).
 */
import type { ReminderKind } from '../../lib/reminders/rules.ts';

export interface ReminderWords {
  form: {
    heading: string;
    intro: string;
    email: string;
    kindsLegend: string;
    kinds: Record<ReminderKind, string>;
    dateOf: Record<ReminderKind, string>;
    /** Under each date: an empty date takes the calculator's. */
    dateHint: string;
    /** Under the dates on a page without the stay calculator (the retirement money planner). */
    typeHint: string;
    calculatorLink: string;
    daysLegend: string;
    days: (n: number) => string;
    /** The consent line, stored word for word with the subscription. */
    consent: string;
    submit: string;
    /** The label of the spam trap, which people never see (the contact form's words). */
    trapLabel: string;
    errorSummary: string;
    errors: { email: string; kinds: string; days: string; consent: string; date: string };
  };
  pages: {
    title: string;
    sentHeading: string;
    sentText: string;
    confirmHeading: string;
    confirmText: string;
    confirmButton: string;
    confirmedHeading: string;
    confirmedText: string;
    unsubscribeHeading: string;
    unsubscribeText: string;
    unsubscribeButton: string;
    unsubscribedHeading: string;
    unsubscribedText: string;
    eraseHeading: string;
    eraseText: string;
    eraseButton: string;
    erasedHeading: string;
    erasedText: string;
    invalidHeading: string;
    invalidText: string;
    formErrorHeading: string;
    tooManyHeading: string;
    tooManyText: string;
    unavailableHeading: string;
    unavailableText: string;
    backToCalculator: string;
  };
  mail: {
    confirmSubject: string;
    confirmIntro: string;
    confirmList: string;
    confirmAction: string;
    confirmIgnore: string;
    kindTitle: Record<ReminderKind, string>;
    reminderSubject: (title: string, date: string) => string;
    /** `daysLeft`: from the day it is sent to the date (0 today, -1 yesterday). */
    due: (title: string, date: string, daysLeft: number) => string;
    late: (dueDay: string) => string;
    changed: (checked: string) => string;
    changedSubject: (title: string) => string;
    rule: string;
    ruleLanguage: string;
    guide: string;
    checked: (date: string) => string;
    why: string;
    unsubscribe: string;
    eraseAll: string;
  };
}

export const reminders: ReminderWords = {
  form: {
    heading: 'E-mail reminders of these dates',
    intro: 'Free. We send nothing until you confirm by the link in our first e-mail, which lists the dates.',
    email: 'Your e-mail address',
    kindsLegend: 'Remind me of',
    kinds: {
      report: 'Each 90-day report',
      'apply-extension': 'The last day to apply for an extension',
      'last-day': 'The last day of my stay',
    },
    dateOf: {
      report: 'Next 90-day report due on',
      'apply-extension': 'Last day to apply for an extension',
      'last-day': 'Last day of stay',
    },
    dateHint: 'Leave it empty to use the date the calculator shows above (for 90-day reports: each one it shows).',
    typeHint: 'Enter the dates of your stay; the stay calculator works them out from your entry.',
    calculatorLink: 'Open the stay calculator',
    daysLegend: 'How many days before',
    days: (n) => (n === 1 ? '1 day before' : `${n} days before`),
    consent:
      'Store my e-mail address, the reminders I chose with their dates, the language of this page and the time I agreed, only to send me these reminders. An unconfirmed request is deleted after 48 hours, a subscription 30 days after its last reminder. Every reminder has a link that stops them at once.',
    submit: 'Send me reminders',
    trapLabel: 'Leave this field empty',
    errorSummary: 'Please correct the following:',
    errors: {
      email: 'Enter an e-mail address like name@example.com.',
      kinds: 'Choose at least one reminder.',
      days: 'Choose how many days before.',
      consent: 'Tick the box to agree to the storage described.',
      date: 'Enter this date (today or later), or work it out with the calculator above.',
    },
  },
  pages: {
    title: 'Deadline reminders',
    sentHeading: 'Check your inbox',
    sentText:
      'If the address can receive our reminders, an e-mail with a confirmation link is on its way. Nothing is sent until you confirm; the request is deleted after 48 hours otherwise.',
    confirmHeading: 'Confirm your reminders',
    confirmText: 'Confirm that you want e-mail reminders of the dates you chose.',
    confirmButton: 'Confirm my reminders',
    confirmedHeading: 'Your reminders are on',
    confirmedText: 'We will e-mail you before each date you chose. Every reminder has a link that stops them at once.',
    unsubscribeHeading: 'Stop these reminders',
    unsubscribeText: 'Stop the reminders of this subscription and delete it at once.',
    unsubscribeButton: 'Stop and delete',
    unsubscribedHeading: 'Reminders stopped',
    unsubscribedText: 'The subscription and its dates are deleted. You will get no more reminders from it.',
    eraseHeading: 'Delete all my reminders',
    eraseText: 'Delete every reminder subscription of this e-mail address, with its dates.',
    eraseButton: 'Delete all my reminders',
    erasedHeading: 'All your reminders are deleted',
    erasedText: 'Every reminder subscription of this address is deleted. You will get no more reminders.',
    invalidHeading: 'This link no longer works',
    invalidText: 'It was already used, has expired or its subscription was deleted. Nothing was changed.',
    formErrorHeading: 'Your reminders were not set up',
    tooManyHeading: 'Too many requests',
    tooManyText: 'Too many requests from your address. Please wait a minute and try again.',
    unavailableHeading: 'Please try again later',
    unavailableText: 'We could not save your request right now. Nothing was stored. Please try again in a few minutes.',
    backToCalculator: 'Back to the stay calculator',
  },
  mail: {
    confirmSubject: 'Confirm your deadline reminders',
    confirmIntro: 'Someone, probably you, asked on our stay calculator for e-mail reminders of these dates:',
    confirmList: 'Open this link to confirm (it works for 48 hours):',
    confirmAction: 'Confirm my reminders',
    confirmIgnore:
      'If you did not ask for this, ignore this e-mail: the request is deleted after 48 hours and you will hear nothing more.',
    kindTitle: {
      report: '90-day report',
      'apply-extension': 'Last day to apply for an extension',
      'last-day': 'Last day of your stay',
    },
    reminderSubject: (title, date) => `Reminder: ${title} on ${date}`,
    due: (title, date, daysLeft) =>
      `${title}: ${date} (${daysLeft > 1 ? `in ${daysLeft} days` : daysLeft === 1 ? 'tomorrow' : daysLeft === 0 ? 'today' : 'yesterday'}).`,
    late: (dueDay) => `This reminder is late: it was due on ${dueDay} and could not be sent then.`,
    changed: (checked) =>
      `The rules behind this date changed after you subscribed (last checked ${checked}), so we do not repeat a date computed on the old rule. Please work it out again with the stay calculator and read the guide.`,
    changedSubject: (title) => `Rule change: check your ${title.toLowerCase()} date`,
    rule: 'The rule',
    ruleLanguage: '',
    guide: 'The guide that explains it',
    checked: (date) => `Rules last checked: ${date}`,
    why: 'You get this because you asked for it on our stay calculator and confirmed.',
    unsubscribe: 'Stop these reminders (one click)',
    eraseAll: 'Delete all my reminders',
  },
};
