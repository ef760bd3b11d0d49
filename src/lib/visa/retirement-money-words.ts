/**
 * The retirement money planner's words, in English and in Thai: labels,
 * milestone titles and texts (templates `describe` in retirement-money.ts
 * fills). The page passes them to the island as props, so they travel in the
 * HTML and never in the script. The Thai words are typed as the English ones:
 * a key missing in Thai fails the type check.
 */
import type { MilestoneWords, PlanFormat, Purpose, Route } from './retirement-money.ts';

export const purposeLabels: Record<Purpose, string> = {
  retirement: 'Retirement (age 50 or over, Non-Immigrant O)',
  marriage: 'Marriage to a Thai national',
};
export const routeLabels: Record<Route, string> = {
  deposit: 'Money in a Thai bank',
  income: 'Monthly income',
  combination: 'Deposit plus 12 months of income',
};

/** The words of each milestone: passed to the island as props, so they are in the page's HTML rather than its script. */
export const plannerWords: MilestoneWords = {
  'money-in': [
    '{amount} in your Thai account',
    'In the account in your name by this day at the latest. Stricter reading: {strict} months before you apply, as some offices ask; the published figure is {months} months (by {stated}).',
  ],
  apply: ['Apply for the extension', 'Bring a bank letter dated that day (or the day before) and your bank book updated that day.'],
  'apply-income': [
    'Apply for the extension',
    "Bring proof of at least {required} a month: your embassy's income letter, or the transfers from abroad your office accepts.",
  ],
  hold: [
    'Do not touch the {amount}',
    'From the day it is in until {after} months after the extension is granted (counted here from {granted}; if the year is stamped later, count from that day).',
  ],
  'hold-marriage': [
    'Do not touch the {amount}',
    'Stricter reading: until {after} months after the extension is granted (counted here from {granted}; if the year is stamped later, count from that day). The published marriage criteria name no hold after approval: keeping it is the safe side, not a published rule.',
  ],
  'hold-all-year': [
    'Do not touch the deposit part',
    "At least {after} months after the extension is granted (to {stated}, counted from {granted}). How far it may fall after that is not stated: the stricter reading keeps it all year, up to next year's application.",
  ],
  'draw-down': ['From this day you may draw down to {floor}', 'The balance must never fall below {floor} until it is back up for next year.'],
  use: ['From this day you may use the money', 'The criteria we found set no floor for the rest of the year: not stated.'],
  'back-up': [
    'Back up to {amount} for next year',
    'If you apply again on {next}. Stricter reading: {strict} months before; the published figure is {months} months (by {stated}).',
  ],
  'next-apply': ["Next year's application", 'If you apply again on {next}, show the income again for the months before it.'],
};

/** Every word the planner island shows, passed from the page as props (so it is HTML, not script). */
export const plannerText = {
  form: 'Your extension',
  fields: {
    purpose: 'Extension for',
    route: 'How you show the money',
    apply: 'Day you plan to apply',
    granted: 'Day the year is granted, if known (empty: the application day)',
    deposit: 'Your deposit (THB)',
    monthly: 'Your monthly income (THB)',
  },
  options: { ...purposeLabels, ...routeLabels } as Record<Purpose | Route, string>,
  prompt: 'Enter the day you plan to apply to see your dates.',
  errors: {
    apply: 'Enter the day you plan to apply as a full date.',
    granted: 'The day the year is granted must be a full date on or after the day you apply.',
  } as Record<string, string>,
  noCombination:
    'Deposit plus income is not offered for marriage extensions, according to the sources we found: show the deposit or the income, and ask your office.',
  heading: 'Your plan',
  test: 'The test:',
  per: { deposit: '', income: ' a month', combination: ' a year (deposit plus 12 months of income)' } as Record<Route, string>,
  /** Ends the sentence of the test: a full stop in English, none in Thai. */
  stop: '.',
  yours: 'Your figures give',
  short: 'short.',
  enough: 'enough.',
  rule: 'Rule: ',
  download: 'Download reminders (.ics)',
  file: 'thailand-extension-money.ics',
  product: 'Retirement money planner',
  lastDay: ': last day',
  format: { money: 'THB {n}', yourDeposit: 'Your deposit' } as PlanFormat,
  words: plannerWords,
};
export type PlannerText = typeof plannerText;

export const purposeLabelsTh: Record<Purpose, string> = {
  retirement: 'เกษียณอายุ (อายุ 50 ปีขึ้นไป การตรวจลงตราประเภท Non-Immigrant O)',
  marriage: 'สมรสกับคนไทย',
};
export const routeLabelsTh: Record<Route, string> = {
  deposit: 'เงินฝากในธนาคารในประเทศไทย',
  income: 'รายได้รายเดือน',
  combination: 'เงินฝากรวมกับรายได้ 12 เดือน',
};

export const plannerWordsTh: MilestoneWords = {
  'money-in': [
    '{amount} ในบัญชีธนาคารไทยของท่าน',
    'ต้องอยู่ในบัญชีชื่อของท่านอย่างช้าที่สุดภายในวันนี้ การตีความที่เข้มงวดกว่า: {strict} เดือนก่อนยื่นคำขอ ตามที่บางสำนักงานขอ ตัวเลขที่ประกาศไว้คือ {months} เดือน (ภายใน {stated})',
  ],
  apply: ['ยื่นคำขอขยายระยะเวลาพำนัก', 'โปรดนำหนังสือรับรองจากธนาคารที่ลงวันที่วันนั้น (หรือวันก่อนหน้า) และสมุดบัญชีที่ปรับยอดในวันนั้นไปด้วย'],
  'apply-income': [
    'ยื่นคำขอขยายระยะเวลาพำนัก',
    'โปรดนำหลักฐานรายได้ไม่น้อยกว่าเดือนละ {required} ไปด้วย: หนังสือรับรองรายได้จากสถานเอกอัครราชทูตของท่าน หรือหลักฐานการโอนเงินจากต่างประเทศที่สำนักงานของท่านรับ',
  ],
  hold: ['ห้ามถอน {amount}', 'ตั้งแต่วันที่เงินเข้าบัญชีจนถึง {after} เดือนหลังได้รับอนุญาตให้ขยายระยะเวลา (ในที่นี้นับจาก {granted} หากได้รับการประทับอนุญาตหนึ่งปีในภายหลัง โปรดนับจากวันนั้น)'],
  'hold-marriage': [
    'ห้ามถอน {amount}',
    'การตีความที่เข้มงวดกว่า: จนถึง {after} เดือนหลังได้รับอนุญาตให้ขยายระยะเวลา (ในที่นี้นับจาก {granted} หากได้รับการประทับอนุญาตหนึ่งปีในภายหลัง โปรดนับจากวันนั้น) หลักเกณฑ์กรณีสมรสที่ประกาศไว้ไม่ได้กำหนดระยะเวลาคงเงินไว้หลังได้รับอนุญาต การคงเงินไว้จึงเป็นทางที่ปลอดภัย ไม่ใช่หลักเกณฑ์ที่ประกาศไว้',
  ],
  'hold-all-year': [
    'ห้ามถอนส่วนที่เป็นเงินฝาก',
    'อย่างน้อย {after} เดือนหลังได้รับอนุญาตให้ขยายระยะเวลา (ถึง {stated} นับจาก {granted}) ไม่ได้ระบุว่าหลังจากนั้นลดลงได้เท่าใด การตีความที่เข้มงวดกว่าจึงคงไว้ตลอดปี จนถึงการยื่นคำขอของปีถัดไป',
  ],
  'draw-down': ['ตั้งแต่วันนี้ท่านถอนได้จนเหลือ {floor}', 'ยอดเงินต้องไม่ต่ำกว่า {floor} เลย จนกว่าจะกลับมาครบจำนวนสำหรับปีถัดไป'],
  use: ['ตั้งแต่วันนี้ท่านใช้เงินได้', 'หลักเกณฑ์ที่เราพบไม่ได้กำหนดยอดขั้นต่ำสำหรับช่วงที่เหลือของปี: ไม่ได้ระบุ'],
  'back-up': [
    'เติมกลับให้ครบ {amount} สำหรับปีถัดไป',
    'หากท่านยื่นคำขออีกครั้งในวันที่ {next} การตีความที่เข้มงวดกว่า: {strict} เดือนก่อนยื่นคำขอ ตัวเลขที่ประกาศไว้คือ {months} เดือน (ภายใน {stated})',
  ],
  'next-apply': ['การยื่นคำขอของปีถัดไป', 'หากท่านยื่นคำขออีกครั้งในวันที่ {next} โปรดแสดงรายได้อีกครั้งสำหรับเดือนก่อนหน้านั้น'],
};

/** The island's words on the Thai page: the English shape, so a missing key fails the type check. */
export const plannerTextTh: PlannerText = {
  form: 'การขยายระยะเวลาพำนักของท่าน',
  fields: {
    purpose: 'ขยายระยะเวลาพำนักเพื่อ',
    route: 'วิธีแสดงเงิน',
    apply: 'วันที่ท่านวางแผนจะยื่นคำขอ',
    granted: 'วันที่ได้รับอนุญาตหนึ่งปี หากทราบ (เว้นว่าง: วันที่ยื่นคำขอ)',
    deposit: 'เงินฝากของท่าน (บาท)',
    monthly: 'รายได้รายเดือนของท่าน (บาท)',
  },
  options: { ...purposeLabelsTh, ...routeLabelsTh },
  prompt: 'โปรดระบุวันที่ท่านวางแผนจะยื่นคำขอเพื่อดูวันที่ของท่าน',
  errors: {
    apply: 'โปรดระบุวันที่ท่านวางแผนจะยื่นคำขอให้ครบทั้งวัน เดือน ปี',
    granted: 'วันที่ได้รับอนุญาตหนึ่งปีต้องเป็นวันที่ครบถ้วน ตรงกับหรือหลังวันที่ยื่นคำขอ',
  },
  noCombination: 'ตามแหล่งข้อมูลที่เราพบ การขยายระยะเวลาพำนักกรณีสมรสไม่รับเงินฝากรวมกับรายได้ โปรดแสดงเงินฝากหรือรายได้อย่างใดอย่างหนึ่ง และสอบถามสำนักงานของท่าน',
  heading: 'แผนของท่าน',
  test: 'เกณฑ์:',
  per: { deposit: '', income: ' ต่อเดือน', combination: ' ต่อปี (เงินฝากรวมกับรายได้ 12 เดือน)' },
  stop: '',
  yours: 'ตัวเลขของท่านได้',
  short: 'ยังขาดอยู่',
  enough: 'เพียงพอ',
  rule: 'หลักเกณฑ์: ',
  download: 'ดาวน์โหลดการแจ้งเตือน (.ics)',
  file: 'thailand-extension-money.ics',
  product: 'Retirement money planner',
  lastDay: ': วันสุดท้าย',
  format: { money: '{n} บาท', yourDeposit: 'เงินฝากของท่าน' },
  words: plannerWordsTh,
};
