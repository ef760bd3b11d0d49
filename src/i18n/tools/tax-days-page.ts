/**
 * The words of the tax-residence day counter's page (src/templates/TaxResidenceDaysPage.astro) in each language;
 * the island's own words are in src/lib/tax/residence-days-words.ts. A text with links is a list of parts: a string,
 * or a link by what it points to (the template holds the addresses). The Thai words have the English shape, so a
 * missing key fails the type check.
 */
import type { Locale } from '../locales.ts';
import type { Part as AnyPart } from './parts.ts';

/** What a link in the page's text points to: a rule's source, or one of our guides. */
export type LinkTarget = 'residence' | 'paw161' | 'paw162' | 'taxGuide' | 'returnGuide' | 'rdQuestions';
type Part = AnyPart<LinkTarget>;
interface Point {
  strong: string;
  parts: Part[];
}

const en = {
  title: 'Tax Residence Day Counter: 180 Days in Thailand',
  breadcrumb: 'Tax residence day counter',
  description:
    'Count your days in Thailand per calendar year from your trips, see the date you reach 180 days and become a Thai tax resident, and what that means for foreign income brought into Thailand.',
  heading: 'Tax Residence Day Counter',
  summary: (days: number) => `Your days in Thailand each year, and the day you reach ${days}.`,
  noscriptLink: 'Go to the worked example',
  lead: (days: number): Part[] => [
    `Enter your trips to Thailand: the counter adds up your days in Thailand in each calendar year and gives the date of your ${days}th day, the day that makes you a Thai tax resident for that year under `,
    { to: 'residence', label: 'section 41 of the Revenue Code' },
    '.',
  ],
  noticeStrong: 'How the days are counted:',
  notice:
    'the day you arrive and the day you leave both count as days in Thailand. Section 41 counts the days a person is in Thailand but does not say how a day of arrival or departure counts, and we found no Revenue Department page that does, so the counter takes the cautious reading and counts both. If you left and came back on the same day, enter two trips: that day counts once.',
  noscript: 'The counter needs JavaScript. The rules and a worked example follow. ',
  privacy:
    "Your trips are counted on your device: nothing you enter here is sent anywhere. They are kept in this page's address, so you can bookmark the result.",
  exampleHeading: 'Worked example',
  exampleIntro: 'Three trips, the first across the year end:',
  tableTrip: 'Trip',
  tableArrived: 'Arrived',
  tableLeft: 'Left',
  exampleSum:
    'How it adds up: trip 1 gives 12 days in 2026 (20 to 31 December) and 10 in 2027 (1 to 10 January). Trip 2 adds 150 days (28 in February, 31 in March, 30 in April, 31 in May and 30 in June), 160 in 2027 so far. Trip 3 starts with day 161 on 15 August; day 180 is 19 days later, 3 September 2027. The whole of trip 3 is 32 days, 192 in 2027. In 2026 this traveller is not a tax resident; in 2027 they are.',
  meaningHeading: (days: number) => `What ${days} days mean`,
  meaning: (days: number, fromYear: string): Point[] => [
    {
      strong: 'Tax resident for the year.',
      parts: [
        `A person in Thailand for ${days} days or more in a tax year, in one trip or several, is a Thai tax resident for that year, and the tax year is the calendar year (`,
        { to: 'residence', label: 'Revenue Code, sections 39 and 41' },
        '). Each year is counted on its own: the count starts again on 1 January. The test is the days in Thailand, not the visa you hold.',
      ],
    },
    {
      strong: 'Foreign income brought in.',
      parts: [
        'A resident is taxed on income from Thailand and on foreign income brought into Thailand. For income brought in from 1 January 2024, foreign income is taxed in the year it is brought in, whether it was earned that year or earlier (',
        { to: 'paw161', label: 'instruction Paw. 161/2566' },
        `). Income earned before 1 January ${fromYear} is not taxed when brought in later (`,
        { to: 'paw162', label: 'instruction Paw. 162/2566' },
        '). Keep records of when your money was earned and when you transferred it.',
      ],
    },
    {
      strong: 'Not a resident.',
      parts: [`In a year with fewer than ${days} days, you pay Thai tax only on income from Thailand (`, { to: 'residence', label: 'section 41' }, ').'],
    },
    {
      strong: 'Pending change.',
      parts: [
        'A 2025 proposal to exempt foreign income brought in within the year it is earned or the next year had not been enacted at our last check; see ',
        { to: 'taxGuide', label: 'our tax guide' },
        '.',
      ],
    },
  ],
  notAdvice:
    "This counter gives days, not tax advice. If another country also treats you as its tax resident, a double tax treaty between the two countries may decide where you are resident. Ask a licensed Thai tax adviser about your own position; the Revenue Department's rules prevail over this page.",
  returnLine: [
    "Getting a tax ID, choosing the form and filing the year's return: ",
    { to: 'returnGuide', label: 'filing a personal income tax return' },
    '.',
  ] as Part[],
  rulesHeading: 'The rules behind the counter',
  status: { 'in-force': 'In force', approved: 'Approved, not yet in force', proposed: 'Proposed, not in force' },
  effective: 'effective',
  dateNotStated: 'date not stated',
  notYetKnown: 'not yet known',
  checked: 'checked',
  arrivalRule:
    'How a day of arrival or departure counts: not stated in the Revenue Code or on any Revenue Department page we found. The counter counts both as days in Thailand, the cautious reading.',
  questions: [
    'The Revenue Department also publishes ',
    { to: 'rdQuestions', label: 'questions and answers on Paw. 161/2566 and 162/2566 (Thai, PDF)' },
    '.',
  ] as Part[],
};
export type TaxDaysPageWords = typeof en;

const th: TaxDaysPageWords = {
  title: 'เครื่องนับวันเพื่อการเป็นผู้มีถิ่นที่อยู่ทางภาษี: 180 วัน ในประเทศไทย',
  breadcrumb: 'เครื่องนับวันเพื่อการเป็นผู้มีถิ่นที่อยู่ทางภาษี',
  description:
    'นับจำนวนวันที่ท่านอยู่ในประเทศไทยในแต่ละปีปฏิทินจากการเดินทางของท่าน ดูวันที่ท่านอยู่ครบ 180 วัน และเป็นผู้มีถิ่นที่อยู่ในประเทศไทยทางภาษี และผลต่อเงินได้จากต่างประเทศที่นำเข้ามาในประเทศไทย',
  heading: 'เครื่องนับวันเพื่อการเป็นผู้มีถิ่นที่อยู่ทางภาษี',
  summary: (days: number) => `จำนวนวันที่ท่านอยู่ในประเทศไทยในแต่ละปี และวันที่ท่านอยู่ครบ ${days} วัน`,
  noscriptLink: 'ไปที่ตัวอย่างการคำนวณ',
  lead: (days: number): Part[] => [
    `โปรดระบุการเดินทางเข้าประเทศไทยของท่าน เครื่องนับวันจะรวมจำนวนวันที่ท่านอยู่ในประเทศไทยในแต่ละปีปฏิทิน และแสดงวันที่ท่านอยู่ครบ ${days} วัน ซึ่งเป็นวันที่ทำให้ท่านเป็นผู้มีถิ่นที่อยู่ในประเทศไทยทางภาษีสำหรับปีนั้น ตาม`,
    { to: 'residence', label: 'มาตรา 41 แห่งประมวลรัษฎากร' },
  ],
  noticeStrong: 'วิธีนับวัน:',
  notice:
    'ทั้งวันที่เดินทางเข้าและวันที่เดินทางออกนับเป็นวันที่อยู่ในประเทศไทย มาตรา 41 นับวันที่บุคคลอยู่ในประเทศไทย แต่ไม่ได้ระบุว่าวันที่เดินทางเข้าหรือออกนับอย่างไร และเราไม่พบหน้าใดของกรมสรรพากรที่ระบุไว้ เครื่องนับวันจึงถือตามการตีความที่ระมัดระวัง คือนับทั้งสองวัน หากท่านเดินทางออกและกลับเข้ามาในวันเดียวกัน โปรดระบุเป็นการเดินทางสองครั้ง วันนั้นจะนับเพียงครั้งเดียว',
  noscript: 'เครื่องนับวันต้องใช้ JavaScript หลักเกณฑ์และตัวอย่างการคำนวณแสดงอยู่ด้านล่าง ',
  privacy: 'การเดินทางของท่านนับบนอุปกรณ์ของท่าน: ข้อมูลที่ท่านกรอกที่นี่จะไม่ถูกส่งไปที่ใด ข้อมูลจะเก็บไว้ในที่อยู่ของหน้านี้ ท่านจึงบุ๊กมาร์กผลลัพธ์ไว้ได้',
  exampleHeading: 'ตัวอย่างการคำนวณ',
  exampleIntro: 'การเดินทางสามครั้ง โดยครั้งแรกคร่อมสิ้นปี:',
  tableTrip: 'ครั้งที่',
  tableArrived: 'เดินทางเข้า',
  tableLeft: 'เดินทางออก',
  exampleSum:
    'วิธีรวม: การเดินทางครั้งที่ 1 ให้ 12 วัน ในปี 2569 (20 ถึง 31 ธันวาคม) และ 10 วัน ในปี 2570 (1 ถึง 10 มกราคม) ครั้งที่ 2 เพิ่มอีก 150 วัน (กุมภาพันธ์ 28 วัน มีนาคม 31 วัน เมษายน 30 วัน พฤษภาคม 31 วัน และมิถุนายน 30 วัน) รวมเป็น 160 วัน ในปี 2570 ครั้งที่ 3 เริ่มด้วยวันที่ 161 ในวันที่ 15 สิงหาคม วันที่ 180 คืออีก 19 วัน ต่อมา คือวันที่ 3 กันยายน 2570 ครั้งที่ 3 ทั้งหมดคือ 32 วัน รวมเป็น 192 วัน ในปี 2570 ในปี 2569 ผู้เดินทางรายนี้ไม่เป็นผู้มีถิ่นที่อยู่ทางภาษี ส่วนในปี 2570 เป็น',
  meaningHeading: (days: number) => `การอยู่ ${days} วัน มีความหมายอย่างไร`,
  meaning: (days: number, fromYear: string) => [
    {
      strong: 'ผู้มีถิ่นที่อยู่ทางภาษีสำหรับปีนั้น',
      parts: [
        `บุคคลที่อยู่ในประเทศไทยตั้งแต่ ${days} วัน ขึ้นไปในปีภาษีใด ไม่ว่าจะครั้งเดียวหรือหลายครั้ง เป็นผู้มีถิ่นที่อยู่ในประเทศไทยทางภาษีสำหรับปีนั้น และปีภาษีคือปีปฏิทิน (`,
        { to: 'residence', label: 'ประมวลรัษฎากร มาตรา 39 และ 41' },
        ') แต่ละปีนับแยกกัน โดยเริ่มนับใหม่ทุกวันที่ 1 มกราคม เกณฑ์คือจำนวนวันที่อยู่ในประเทศไทย ไม่ใช่ประเภทการตรวจลงตราที่ท่านถือ',
      ],
    },
    {
      strong: 'เงินได้จากต่างประเทศที่นำเข้ามา',
      parts: [
        'ผู้มีถิ่นที่อยู่ต้องเสียภาษีจากเงินได้ในประเทศไทยและเงินได้จากต่างประเทศที่นำเข้ามาในประเทศไทย สำหรับเงินได้ที่นำเข้ามาตั้งแต่วันที่ 1 มกราคม 2567 เงินได้จากต่างประเทศต้องเสียภาษีในปีที่นำเข้ามา ไม่ว่าจะได้รับในปีนั้นหรือก่อนหน้า (',
        { to: 'paw161', label: 'คำสั่งกรมสรรพากร ที่ ป.161/2566' },
        `) เงินได้ที่ได้รับก่อนวันที่ 1 มกราคม ${fromYear} ไม่ต้องเสียภาษีเมื่อนำเข้ามาในภายหลัง (`,
        { to: 'paw162', label: 'คำสั่งกรมสรรพากร ที่ ป.162/2566' },
        ') โปรดเก็บหลักฐานว่าเงินของท่านได้รับเมื่อใดและโอนเข้ามาเมื่อใด',
      ],
    },
    {
      strong: 'ผู้ที่ไม่มีถิ่นที่อยู่ทางภาษี',
      parts: [`ในปีที่อยู่ไม่ถึง ${days} วัน ท่านเสียภาษีไทยเฉพาะเงินได้จากประเทศไทย (`, { to: 'residence', label: 'มาตรา 41' }, ')'],
    },
    {
      strong: 'การเปลี่ยนแปลงที่รอดำเนินการ',
      parts: [
        'ข้อเสนอในปี 2568 ที่จะยกเว้นภาษีเงินได้จากต่างประเทศที่นำเข้ามาภายในปีที่ได้รับหรือปีถัดไป ยังไม่มีผลใช้บังคับ ณ การตรวจสอบครั้งล่าสุดของเรา โปรดดู',
        { to: 'taxGuide', label: 'คู่มือภาษีของเรา' },
      ],
    },
  ],
  notAdvice:
    'เครื่องนับวันนี้ให้จำนวนวัน ไม่ใช่คำแนะนำด้านภาษี หากอีกประเทศหนึ่งถือว่าท่านเป็นผู้มีถิ่นที่อยู่ทางภาษีของประเทศนั้นด้วย อนุสัญญาภาษีซ้อนระหว่างสองประเทศอาจเป็นตัวกำหนดว่าท่านมีถิ่นที่อยู่ที่ใด โปรดปรึกษาที่ปรึกษาภาษีไทยที่มีใบอนุญาตเกี่ยวกับกรณีของท่าน หลักเกณฑ์ของกรมสรรพากรมีผลเหนือกว่าหน้านี้',
  returnLine: ['การขอเลขประจำตัวผู้เสียภาษี การเลือกแบบ และการยื่นแบบแสดงรายการประจำปี: ', { to: 'returnGuide', label: 'การยื่นแบบแสดงรายการภาษีเงินได้บุคคลธรรมดา' }],
  rulesHeading: 'หลักเกณฑ์ที่เครื่องนับวันใช้',
  status: { 'in-force': 'มีผลใช้บังคับ', approved: 'อนุมัติแล้ว ยังไม่มีผลใช้บังคับ', proposed: 'ข้อเสนอ ยังไม่มีผลใช้บังคับ' },
  effective: 'มีผล',
  dateNotStated: 'ไม่ได้ระบุวันที่',
  notYetKnown: 'ยังไม่ทราบ',
  checked: 'ตรวจสอบเมื่อ',
  arrivalRule: 'วันที่เดินทางเข้าหรือออกนับอย่างไร: ไม่ได้ระบุไว้ในประมวลรัษฎากรหรือในหน้าใดของกรมสรรพากรที่เราพบ เครื่องนับวันนับทั้งสองวันเป็นวันที่อยู่ในประเทศไทย ตามการตีความที่ระมัดระวัง',
  questions: ['กรมสรรพากรยังเผยแพร่', { to: 'rdQuestions', label: 'คำถามและคำตอบเกี่ยวกับคำสั่ง ป.161/2566 และ ป.162/2566 (PDF)' }],
};

export const taxDaysPageWords: Readonly<Record<Locale, TaxDaysPageWords>> = { en, th };
