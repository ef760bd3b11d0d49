/**
 * The two e-mails of deadline reminders, in the subscriber's language: the confirmation (double opt-in) and the
 * reminder itself, each as plain text plus a simple HTML part in which every value is escaped. A reminder names
 * the deadline, its date, the rule and the guide (linked), the day the rules were last checked, and carries the
 * RFC 8058 one-click unsubscribe headers as well as the links in its body.
 */
import { site } from '../../config/site.ts';
import { dateSettings } from '../../config/dates.ts';
import { formatDay as formatCalendarDay } from '../../lib/shared/format.ts';
import { dictionaries } from '../../i18n/index.ts';
import type { ReminderKind, ReminderLanguage } from '../core/storage/types.ts';
import type { MailMessage } from '../core/mail.ts';
import { escapeHtml, headerText } from '../core/notifiers/smtp.ts';

export interface OutgoingMail extends MailMessage {
  headers: Record<string, string>;
}

/** The locales the pages in each language write dates with (src/config/dates.ts). */
const dateLocales: Record<ReminderLanguage, string> = { en: dateSettings.locale, th: dateSettings.thaiLocale };

/** A YYYY-MM-DD day as the language's pages write it, by the site's one date formatter: "30 November 2027", "30 พฤศจิกายน 2570" (Buddhist era). */
export function formatDay(day: string, language: ReminderLanguage): string {
  return formatCalendarDay(day, dateLocales[language]);
}

/** A site path in the subscriber's language (the Thai site mirrors these paths under /th). */
export function localPath(path: string, language: ReminderLanguage): string {
  return language === 'th' ? `/th${path}` : path;
}

const host = () => new URL(site.origin).hostname;

function page(language: ReminderLanguage, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(site.brand)}</title></head><body style="font-family:sans-serif;line-height:1.5">
${body}
</body></html>`;
}

export function buildConfirmEmail(options: {
  to: string;
  from: string;
  language: ReminderLanguage;
  items: { kind: ReminderKind; deadline: string }[];
  confirmUrl: string;
  itemId: number;
}): OutgoingMail {
  const words = dictionaries[options.language].reminders.mail;
  const lines = options.items.map(
    (item) => `${words.kindTitle[item.kind]}: ${formatDay(item.deadline, options.language)}`,
  );
  const text = [
    words.confirmIntro,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    words.confirmList,
    options.confirmUrl,
    '',
    words.confirmIgnore,
    '',
    site.brand,
    '',
  ].join('\n');
  const html = page(
    options.language,
    `<p>${escapeHtml(words.confirmIntro)}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(options.confirmUrl)}">${escapeHtml(words.confirmAction)}</a></p>
<p>${escapeHtml(words.confirmIgnore)}</p>
<p>${escapeHtml(site.brand)}</p>`,
  );
  return {
    from: { name: headerText(site.brand), address: options.from },
    to: options.to,
    subject: headerText(`${words.confirmSubject} | ${site.brand}`, 150),
    text,
    html,
    messageId: `<reminder-confirm-${options.itemId}@${host()}>`,
    headers: {},
  };
}

export interface ReminderRuleFacts {
  /** What the main rule says, in English. */
  rule: string;
  /** The same in other languages, by locale; a language without its text quotes the English. */
  translations?: Record<string, string>;
  /** YYYY-MM-DD */
  checked: string;
  /** Site path of the guide (English path). */
  guide: string;
}

export function buildReminderEmail(options: {
  to: string;
  from: string;
  language: ReminderLanguage;
  kind: ReminderKind;
  deadline: string;
  /** Days from the day it is sent to the date (0 today, -1 yesterday). */
  daysLeft: number;
  /** The day the reminder was due when it goes out late (YYYY-MM-DD), else null. */
  lateSince: string | null;
  /** The rules changed since the subscription: the date is not repeated. */
  changed: boolean;
  facts: ReminderRuleFacts;
  baseUrl: string;
  unsubscribeUrl: string;
  eraseUrl: string;
  itemId: number;
}): OutgoingMail {
  const { language } = options;
  const words = dictionaries[language].reminders.mail;
  const title = words.kindTitle[options.kind];
  const date = formatDay(options.deadline, language);
  const guideUrl = `${options.baseUrl}${localPath(options.facts.guide, language)}`;
  const calculatorUrl = `${options.baseUrl}${localPath('/visa/stay-calculator/', language)}`;
  const checked = words.checked(formatDay(options.facts.checked, language));
  const translated = options.facts.translations?.[language];
  const rule = translated ?? options.facts.rule;
  const ruleLabel = words.rule + (translated === undefined ? words.ruleLanguage : '');
  const ruleLang = translated === undefined ? 'en' : language;
  const lead = options.changed
    ? words.changed(formatDay(options.facts.checked, language))
    : words.due(title, date, options.daysLeft);
  const late = options.lateSince ? words.late(formatDay(options.lateSince, language)) : null;
  const subject = options.changed ? words.changedSubject(title) : words.reminderSubject(title, date);
  const text = [
    ...(late ? [late, ''] : []),
    lead,
    ...(options.changed ? [calculatorUrl] : []),
    '',
    `${ruleLabel}: ${rule}`,
    `${words.guide}: ${guideUrl}`,
    checked,
    '',
    words.why,
    `${words.unsubscribe}: ${options.unsubscribeUrl}`,
    `${words.eraseAll}: ${options.eraseUrl}`,
    '',
    site.brand,
    '',
  ].join('\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = page(
    language,
    `${late ? `<p><strong>${escapeHtml(late)}</strong></p>` : ''}
<p>${escapeHtml(lead)}${options.changed ? ` ${link(calculatorUrl, calculatorUrl)}` : ''}</p>
<p>${escapeHtml(ruleLabel)}: <span lang="${ruleLang}">${escapeHtml(rule)}</span></p>
<p>${link(guideUrl, words.guide)}</p>
<p>${escapeHtml(checked)}</p>
<hr>
<p style="font-size:0.9em">${escapeHtml(words.why)}<br>${link(options.unsubscribeUrl, words.unsubscribe)} · ${link(options.eraseUrl, words.eraseAll)}</p>
<p>${escapeHtml(site.brand)}</p>`,
  );
  return {
    from: { name: headerText(site.brand), address: options.from },
    to: options.to,
    subject: headerText(`${subject} | ${site.brand}`, 150),
    text,
    html,
    // Stable across retries, so a mailbox can recognise a duplicate delivery.
    messageId: `<reminder-${options.itemId}@${host()}>`,
    headers: {
      // RFC 8058: a mail provider's "unsubscribe" button POSTs List-Unsubscribe=One-Click to this address.
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
