/**
 * The words of deadline reminders: the form below the stay calculator, the pages the links in the
 * e-mails open, and the e-mails themselves, in each language of the site. Typed: a language that lacks a key
 * fails the type check. The server reads this module at run time (no Astro imports here).
 */
import type { Locale } from './locales.ts';
import type { ReminderKind } from '../lib/reminders/rules.ts';

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

const en: ReminderWords = {
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
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: the request is deleted after 48 hours and you will hear nothing more.',
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

const th: ReminderWords = {
  form: {
    heading: 'การแจ้งเตือนวันเหล่านี้ทางอีเมล',
    intro: 'ไม่มีค่าใช้จ่าย เราจะไม่ส่งสิ่งใดจนกว่าท่านจะยืนยันผ่านลิงก์ในอีเมลฉบับแรก ซึ่งระบุวันที่ทั้งหมดไว้',
    email: 'อีเมลของท่าน',
    kindsLegend: 'แจ้งเตือนเรื่อง',
    kinds: {
      report: 'การรายงานตัว 90 วัน ทุกครั้ง',
      'apply-extension': 'วันสุดท้ายที่ยื่นขอขยายระยะเวลาพำนักได้',
      'last-day': 'วันสุดท้ายที่ได้รับอนุญาตให้อยู่',
    },
    dateOf: {
      report: 'ครบกำหนดรายงานตัว 90 วัน ครั้งถัดไป',
      'apply-extension': 'วันสุดท้ายที่ยื่นขอขยายระยะเวลาพำนักได้',
      'last-day': 'วันสุดท้ายที่ได้รับอนุญาตให้อยู่',
    },
    dateHint: 'เว้นว่างไว้เพื่อใช้วันที่เครื่องคำนวณแสดงด้านบน (การรายงานตัว 90 วัน: ทุกครั้งที่แสดง)',
    typeHint: 'โปรดกรอกวันที่ของการพำนักของท่าน เครื่องคำนวณระยะเวลาพำนักคำนวณวันเหล่านี้จากวันที่เดินทางเข้า',
    calculatorLink: 'เปิดเครื่องคำนวณระยะเวลาพำนัก',
    daysLegend: 'แจ้งล่วงหน้ากี่วัน',
    days: (n) => `ล่วงหน้า ${n} วัน`,
    consent:
      'เก็บอีเมลของข้าพเจ้า การแจ้งเตือนที่เลือกพร้อมวันที่ ภาษาของหน้านี้ และเวลาที่ให้ความยินยอม เพื่อส่งการแจ้งเตือนเหล่านี้เท่านั้น คำขอที่ไม่ได้ยืนยันจะถูกลบหลัง 48 ชั่วโมง และการสมัครจะถูกลบ 30 วันหลังการแจ้งเตือนครั้งสุดท้าย การแจ้งเตือนทุกฉบับมีลิงก์สำหรับยกเลิกได้ทันที',
    submit: 'ส่งการแจ้งเตือนถึงข้าพเจ้า',
    trapLabel: 'โปรดเว้นช่องนี้ว่างไว้',
    errorSummary: 'โปรดแก้ไขรายการต่อไปนี้:',
    errors: {
      email: 'โปรดกรอกอีเมล เช่น name@example.com',
      kinds: 'โปรดเลือกการแจ้งเตือนอย่างน้อยหนึ่งรายการ',
      days: 'โปรดเลือกจำนวนวันล่วงหน้า',
      consent: 'โปรดทำเครื่องหมายเพื่อยินยอมให้เก็บข้อมูลตามที่ระบุ',
      date: 'โปรดกรอกวันที่นี้ (วันนี้หรือหลังจากนี้) หรือคำนวณด้วยเครื่องคำนวณด้านบน',
    },
  },
  pages: {
    title: 'การแจ้งเตือนกำหนดวัน',
    sentHeading: 'โปรดตรวจสอบกล่องจดหมายของท่าน',
    sentText: 'หากอีเมลนี้รับการแจ้งเตือนของเราได้ อีเมลที่มีลิงก์ยืนยันกำลังส่งไปถึงท่าน เราจะไม่ส่งสิ่งใดจนกว่าท่านจะยืนยัน มิฉะนั้นคำขอจะถูกลบหลัง 48 ชั่วโมง',
    confirmHeading: 'ยืนยันการแจ้งเตือนของท่าน',
    confirmText: 'โปรดยืนยันว่าท่านต้องการรับการแจ้งเตือนวันที่ท่านเลือกทางอีเมล',
    confirmButton: 'ยืนยันการแจ้งเตือน',
    confirmedHeading: 'เปิดการแจ้งเตือนแล้ว',
    confirmedText: 'เราจะส่งอีเมลถึงท่านก่อนแต่ละวันที่ท่านเลือก การแจ้งเตือนทุกฉบับมีลิงก์สำหรับยกเลิกได้ทันที',
    unsubscribeHeading: 'ยกเลิกการแจ้งเตือนเหล่านี้',
    unsubscribeText: 'ยกเลิกการแจ้งเตือนของการสมัครนี้และลบทันที',
    unsubscribeButton: 'ยกเลิกและลบ',
    unsubscribedHeading: 'ยกเลิกการแจ้งเตือนแล้ว',
    unsubscribedText: 'การสมัครและวันที่ของท่านถูกลบแล้ว ท่านจะไม่ได้รับการแจ้งเตือนจากการสมัครนี้อีก',
    eraseHeading: 'ลบการแจ้งเตือนทั้งหมดของข้าพเจ้า',
    eraseText: 'ลบการสมัครรับการแจ้งเตือนทั้งหมดของอีเมลนี้ พร้อมวันที่',
    eraseButton: 'ลบการแจ้งเตือนทั้งหมด',
    erasedHeading: 'ลบการแจ้งเตือนทั้งหมดแล้ว',
    erasedText: 'การสมัครรับการแจ้งเตือนทั้งหมดของอีเมลนี้ถูกลบแล้ว ท่านจะไม่ได้รับการแจ้งเตือนอีก',
    invalidHeading: 'ลิงก์นี้ใช้ไม่ได้แล้ว',
    invalidText: 'ลิงก์ถูกใช้ไปแล้ว หมดอายุ หรือการสมัครถูกลบแล้ว ไม่มีสิ่งใดถูกเปลี่ยนแปลง',
    formErrorHeading: 'ยังไม่ได้ตั้งการแจ้งเตือน',
    tooManyHeading: 'มีคำขอมากเกินไป',
    tooManyText: 'มีคำขอจากที่อยู่ของท่านมากเกินไป โปรดรอหนึ่งนาทีแล้วลองอีกครั้ง',
    unavailableHeading: 'โปรดลองอีกครั้งภายหลัง',
    unavailableText: 'เราไม่สามารถบันทึกคำขอของท่านได้ในขณะนี้ ไม่มีสิ่งใดถูกเก็บไว้ โปรดลองอีกครั้งในอีกไม่กี่นาที',
    backToCalculator: 'กลับไปที่เครื่องคำนวณระยะเวลาพำนัก',
  },
  mail: {
    confirmSubject: 'ยืนยันการแจ้งเตือนกำหนดวันของท่าน',
    confirmIntro: 'มีผู้ขอ (ซึ่งน่าจะเป็นท่าน) รับการแจ้งเตือนวันเหล่านี้ทางอีเมลผ่านเครื่องคำนวณระยะเวลาพำนักของเรา:',
    confirmList: 'โปรดเปิดลิงก์นี้เพื่อยืนยัน (ใช้ได้ 48 ชั่วโมง):',
    confirmAction: 'ยืนยันการแจ้งเตือน',
    confirmIgnore: 'หากท่านมิได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ คำขอจะถูกลบหลัง 48 ชั่วโมงและท่านจะไม่ได้รับอีเมลจากเราอีก',
    kindTitle: {
      report: 'การรายงานตัว 90 วัน',
      'apply-extension': 'วันสุดท้ายที่ยื่นขอขยายระยะเวลาพำนักได้',
      'last-day': 'วันสุดท้ายที่ได้รับอนุญาตให้อยู่',
    },
    reminderSubject: (title, date) => `แจ้งเตือน: ${title} วันที่ ${date}`,
    due: (title, date, daysLeft) => `${title}: ${date} (${daysLeft > 1 ? `อีก ${daysLeft} วัน` : daysLeft === 1 ? 'พรุ่งนี้' : daysLeft === 0 ? 'วันนี้' : 'เมื่อวานนี้'})`,
    late: (dueDay) => `การแจ้งเตือนนี้ล่าช้า: กำหนดส่งคือวันที่ ${dueDay} แต่ส่งในวันนั้นไม่ได้`,
    changed: (checked) =>
      `กฎเกณฑ์ที่ใช้คำนวณวันนี้เปลี่ยนไปหลังจากท่านสมัคร (ตรวจสอบล่าสุด ${checked}) เราจึงไม่ส่งวันที่คำนวณตามกฎเดิม โปรดคำนวณใหม่ด้วยเครื่องคำนวณระยะเวลาพำนักและอ่านคู่มือ`,
    changedSubject: (title) => `กฎเกณฑ์เปลี่ยน: โปรดตรวจสอบวันที่${title}ของท่านอีกครั้ง`,
    rule: 'กฎเกณฑ์',
    ruleLanguage: ' (ภาษาอังกฤษ)',
    guide: 'คู่มือที่อธิบายเรื่องนี้',
    checked: (date) => `ตรวจสอบกฎเกณฑ์ล่าสุด: ${date}`,
    why: 'ท่านได้รับอีเมลนี้เพราะท่านขอผ่านเครื่องคำนวณระยะเวลาพำนักของเราและได้ยืนยันแล้ว',
    unsubscribe: 'ยกเลิกการแจ้งเตือนเหล่านี้ (คลิกเดียว)',
    eraseAll: 'ลบการแจ้งเตือนทั้งหมดของข้าพเจ้า',
  },
};

export const reminderWords: Readonly<Record<Locale, ReminderWords>> = { en, th };
