/**
 * The words of the retirement money planner's page (src/templates/RetirementPlannerPage.astro) in each language;
 * the island's own words are in src/lib/visa/retirement-money-words.ts. The Thai words have the English shape, so
 * a missing key fails the type check. Dates and amounts come in already written in the page's language.
 */
import type { Locale } from '../locales.ts';

/** A point of "where the sources disagree": a bold lead, then the text, with an optional link inside it. */
interface Point {
  strong: string;
  text: string;
  link?: { href: string; label: string; after: string };
}

const asqLink =
  'https://asq.in.th/question/what-are-the-requirements-for-maintaining-a-retirement-extension-visa-in-thailand-concerning-bank-balance-and-timing';

const en = {
  title: 'Retirement and Marriage Extension Money Planner',
  breadcrumb: 'Retirement Money Planner',
  description:
    'Plan the money for a one-year extension of stay in Thailand on retirement (THB 800,000 or THB 65,000 a month) or marriage (THB 400,000 or THB 40,000 a month): when it must be in the bank, how long to hold it, the floor, with the source of each rule.',
  summary: 'When the money must be in the bank, and for how long.',
  noscriptLink: 'go to the worked example',
  lead: 'For the one-year extension of stay on retirement (age 50 or over, on a Non-Immigrant O) or on marriage to a Thai national: enter the day you plan to apply and how you show the money. The planner gives the day the money must be in your Thai account, how long it may not be touched, from when it may be drawn down to the floor, and when it must be back up for next year, with the rule and the source behind each figure. Download the dates as calendar reminders.',
  noticeBefore: 'Where sources disagree (2 or 3 months before you apply; a hold after approval for marriage extensions), the planner gives the ',
  noticeStrong: 'stricter reading',
  noticeMiddle:
    " and says so beside the date, with the published figure. Your immigration office's written checklist prevails: ask for it before you move money. See our guides on the ",
  noticeRetirement: 'retirement extension',
  noticeAnd: ' and the ',
  noticeMarriage: 'marriage extension',
  noticeAfter: '.',
  noscript: 'The planner needs JavaScript. The rules and worked examples follow: ',
  privacy: 'The dates and the reminder file are worked out on your device: nothing you enter here is sent anywhere.',
  exampleHeading: 'Worked example',
  exampleIntro: (purpose: string, route: string, amount: string, day: string) =>
    `${purpose}, ${route.toLowerCase()} (${amount}), applying on ${day} and granted the same day:`,
  tableWhat: 'What',
  tableStricter: 'Stricter reading',
  tablePublished: 'Published figure',
  same: 'same',
  range: (from: string, to: string) => `${from} to ${to}`,
  laterStamp: 'If the year is stamped later, after an "under consideration" stamp, the 3 months after approval count from that day, so the hold ends later.',
  combination: (offered: string, required: string, date: string, stated: string) =>
    `The combination on the same day: a deposit of THB 500,000 plus THB 25,000 a month gives 500,000 + 12 x 25,000 = ${offered}, which meets the ${required} test. The deposit part must be in by ${date} (stricter reading; ${stated} on the published 2 months).`,
  marriage: (required: string, date: string, stated: string) =>
    `Marriage, deposit route, the same day: ${required}, in by ${date} (stricter reading; ${stated} on the published 2 months).`,
  disagreeHeading: 'Where the sources disagree',
  disagree: [
    {
      strong: '2 or 3 months before you apply.',
      text: "The retirement criteria restated from the Immigration Bureau say 2 months; Samut Prakan Immigration's own checklist asks for 3. For marriage, the checklists based on Police Order 327/2557 say 2 months; some have asked for 3. The planner gives 3 months (stricter) and the 2-month date beside it.",
    },
    {
      strong: 'A hold after approval for marriage.',
      text: "For retirement, the 2019 amendment keeps the THB 800,000 in the account for 3 months after the extension is granted, then THB 400,000 at least for the rest of the year. For marriage we found no published rule for a hold after approval or a floor. Because each office applies the criteria with its own checklist, the planner's stricter reading (not a published rule) holds it 3 months after approval, and says that the floor is not stated.",
    },
    {
      strong: 'From when the 3 months after count.',
      text: 'The criteria say after the extension is granted. Some practitioners count them from the day your previous permission ends, when the new year starts (',
      link: {
        href: asqLink,
        label: 'ASQ visa questions, secondary',
        after:
          '). If that day, or the day the year is stamped after an "under consideration" period, is later than your application, enter it as the day the year is granted: the hold then ends later.',
      },
    },
    {
      strong: 'The combination.',
      text: "For retirement, how far a combination's deposit part may fall after the 3 months is not stated, so the planner keeps it until next year's application. For marriage, the checklists we found accept the deposit or the income, not a combination.",
    },
    {
      strong: 'Which 2019 order.',
      text: 'Police Order 161/2563 names two 2019 amendments of Order 327/2557 (35/2562 and 548/2562); we have not found an official English text saying which one set the retirement hold.',
    },
  ] as Point[],
  rulesHeading: 'The rules behind the dates',
  inForce: 'In force',
  approved: 'Approved, not yet in force',
  proposed: 'Proposed',
  effective: 'effective',
  dateNotStated: 'date not stated',
  checked: 'checked',
  monthsNote:
    'Months are calendar months. Where a month has no such day (31 May less 3 months), the planner takes the earlier date before you apply (28 February) and the later one after approval (30 November plus 3 months: 1 March), so the money is always held at least as long as either count asks.',
};
export type MoneyPageWords = typeof en;

const th: MoneyPageWords = {
  title: 'เครื่องวางแผนเงินสำหรับการขยายระยะเวลาพำนักเพื่อการเกษียณอายุและกรณีสมรส',
  breadcrumb: 'เครื่องวางแผนเงิน',
  description:
    'วางแผนเงินสำหรับการขยายระยะเวลาพำนักหนึ่งปีในประเทศไทยเพื่อการเกษียณอายุ (800,000 บาท หรือเดือนละ 65,000 บาท) หรือกรณีสมรส (400,000 บาท หรือเดือนละ 40,000 บาท): เงินต้องอยู่ในธนาคารเมื่อใด ต้องคงไว้นานเท่าใด ยอดขั้นต่ำเท่าใด พร้อมแหล่งที่มาของแต่ละหลักเกณฑ์',
  summary: 'วันที่เงินต้องอยู่ในบัญชีธนาคาร และต้องคงไว้นานเท่าใด',
  noscriptLink: 'ไปที่ตัวอย่างการคำนวณ',
  lead: 'สำหรับการขยายระยะเวลาพำนักหนึ่งปีเพื่อการเกษียณอายุ (อายุ 50 ปีขึ้นไป ด้วยการตรวจลงตราประเภท Non-Immigrant O) หรือกรณีสมรสกับคนไทย: โปรดระบุวันที่ท่านวางแผนจะยื่นคำขอและวิธีแสดงเงิน เครื่องวางแผนจะแสดงวันที่เงินต้องอยู่ในบัญชีธนาคารไทยของท่าน ระยะเวลาที่ห้ามถอน วันที่เริ่มถอนได้จนเหลือยอดขั้นต่ำ และวันที่ต้องเติมกลับให้ครบสำหรับปีถัดไป พร้อมหลักเกณฑ์และแหล่งที่มาของแต่ละตัวเลข ท่านดาวน์โหลดวันที่เหล่านี้เป็นการแจ้งเตือนในปฏิทินได้',
  noticeBefore: 'ในกรณีที่แหล่งข้อมูลระบุไม่ตรงกัน (2 หรือ 3 เดือนก่อนยื่นคำขอ และการคงเงินไว้หลังได้รับอนุญาตในกรณีสมรส) เครื่องวางแผนจะให้',
  noticeStrong: 'การตีความที่เข้มงวดกว่า',
  noticeMiddle:
    ' และระบุไว้ข้างวันที่ พร้อมตัวเลขที่ประกาศไว้ รายการเอกสารที่เป็นลายลักษณ์อักษรของสำนักงานตรวจคนเข้าเมืองของท่านมีผลเหนือกว่า โปรดขอรายการดังกล่าวก่อนโยกย้ายเงิน โปรดดูคู่มือของเราเรื่อง',
  noticeRetirement: 'การขยายระยะเวลาพำนักเพื่อการเกษียณอายุ',
  noticeAnd: ' และ',
  noticeMarriage: 'การขยายระยะเวลาพำนักกรณีสมรส',
  noticeAfter: '',
  noscript: 'เครื่องวางแผนต้องใช้ JavaScript หลักเกณฑ์และตัวอย่างการคำนวณแสดงอยู่ด้านล่าง ',
  privacy: 'วันที่และไฟล์การแจ้งเตือนคำนวณบนอุปกรณ์ของท่าน: ข้อมูลที่ท่านกรอกที่นี่จะไม่ถูกส่งไปที่ใด',
  exampleHeading: 'ตัวอย่างการคำนวณ',
  exampleIntro: (purpose: string, route: string, amount: string, day: string) => `${purpose} ${route} (${amount}) ยื่นคำขอวันที่ ${day} และได้รับอนุญาตในวันเดียวกัน:`,
  tableWhat: 'รายการ',
  tableStricter: 'การตีความที่เข้มงวดกว่า',
  tablePublished: 'ตัวเลขที่ประกาศไว้',
  same: 'วันเดียวกัน',
  range: (from: string, to: string) => `${from} ถึง ${to}`,
  laterStamp: 'หากได้รับการประทับอนุญาตหนึ่งปีในภายหลัง หลังการประทับ "อยู่ระหว่างการพิจารณา" ระยะ 3 เดือนหลังได้รับอนุญาตจะนับจากวันนั้น การคงเงินไว้จึงสิ้นสุดช้าลง',
  combination: (offered: string, required: string, date: string, stated: string) =>
    `แบบผสมในวันเดียวกัน: เงินฝาก 500,000 บาท รวมกับรายได้เดือนละ 25,000 บาท ได้ 500,000 + 12 x 25,000 = ${offered} ซึ่งผ่านเกณฑ์ ${required} ส่วนที่เป็นเงินฝากต้องเข้าบัญชีภายใน ${date} (การตีความที่เข้มงวดกว่า หรือ ${stated} ตามตัวเลข 2 เดือนที่ประกาศไว้)`,
  marriage: (required: string, date: string, stated: string) =>
    `กรณีสมรส แบบเงินฝาก ในวันเดียวกัน: ${required} ต้องเข้าบัญชีภายใน ${date} (การตีความที่เข้มงวดกว่า หรือ ${stated} ตามตัวเลข 2 เดือนที่ประกาศไว้)`,
  disagreeHeading: 'จุดที่แหล่งข้อมูลระบุไม่ตรงกัน',
  disagree: [
    {
      strong: '2 หรือ 3 เดือนก่อนยื่นคำขอ',
      text: 'หลักเกณฑ์การเกษียณอายุที่สรุปจากสำนักงานตรวจคนเข้าเมืองระบุ 2 เดือน แต่รายการเอกสารของตรวจคนเข้าเมืองจังหวัดสมุทรปราการขอ 3 เดือน สำหรับกรณีสมรส รายการเอกสารที่อ้างอิงคำสั่งสำนักงานตำรวจแห่งชาติ ที่ 327/2557 ระบุ 2 เดือน แต่บางแห่งขอ 3 เดือน เครื่องวางแผนจึงให้ 3 เดือน (เข้มงวดกว่า) และแสดงวันที่ตามระยะ 2 เดือนไว้ข้างกัน',
    },
    {
      strong: 'การคงเงินไว้หลังได้รับอนุญาตในกรณีสมรส',
      text: 'สำหรับการเกษียณอายุ การแก้ไขในปี 2562 กำหนดให้คงเงิน 800,000 บาท ไว้ในบัญชี 3 เดือนหลังได้รับอนุญาตให้ขยายระยะเวลา แล้วไม่ต่ำกว่า 400,000 บาท ตลอดช่วงที่เหลือของปี สำหรับกรณีสมรส เราไม่พบหลักเกณฑ์ที่ประกาศไว้เรื่องการคงเงินไว้หลังได้รับอนุญาตหรือยอดขั้นต่ำ เนื่องจากแต่ละสำนักงานใช้หลักเกณฑ์ตามรายการเอกสารของตนเอง การตีความที่เข้มงวดกว่าของเครื่องวางแผน (ไม่ใช่หลักเกณฑ์ที่ประกาศไว้) จึงคงเงินไว้ 3 เดือนหลังได้รับอนุญาต และระบุว่าไม่ได้กำหนดยอดขั้นต่ำ',
    },
    {
      strong: 'ระยะ 3 เดือนหลังได้รับอนุญาตเริ่มนับเมื่อใด',
      text: 'หลักเกณฑ์ระบุว่านับหลังได้รับอนุญาตให้ขยายระยะเวลา ผู้ปฏิบัติงานบางรายนับจากวันที่การอนุญาตเดิมของท่านสิ้นสุด คือวันที่ปีใหม่เริ่มต้น (',
      link: {
        href: asqLink,
        label: 'ASQ visa questions, secondary',
        after: ') หากวันนั้น หรือวันที่ได้รับการประทับอนุญาตหนึ่งปีหลังช่วง "อยู่ระหว่างการพิจารณา" อยู่หลังวันที่ยื่นคำขอ โปรดระบุเป็นวันที่ได้รับอนุญาตหนึ่งปี การคงเงินไว้จะสิ้นสุดช้าลง',
      },
    },
    {
      strong: 'แบบผสม',
      text: 'สำหรับการเกษียณอายุ ไม่ได้ระบุว่าหลัง 3 เดือนส่วนที่เป็นเงินฝากของแบบผสมลดลงได้เท่าใด เครื่องวางแผนจึงคงไว้จนถึงการยื่นคำขอของปีถัดไป สำหรับกรณีสมรส รายการเอกสารที่เราพบรับเงินฝากหรือรายได้ ไม่รับแบบผสม',
    },
    {
      strong: 'คำสั่งปี 2562 ฉบับใด',
      text: 'คำสั่งสำนักงานตำรวจแห่งชาติ ที่ 161/2563 ระบุคำสั่งแก้ไขคำสั่งที่ 327/2557 ในปี 2562 สองฉบับ (ที่ 35/2562 และ 548/2562) เรายังไม่พบข้อความภาษาอังกฤษที่เป็นทางการซึ่งระบุว่าฉบับใดกำหนดการคงเงินไว้สำหรับการเกษียณอายุ',
    },
  ],
  rulesHeading: 'หลักเกณฑ์ที่ใช้คำนวณวันที่',
  inForce: 'มีผลใช้บังคับ',
  approved: 'อนุมัติแล้ว ยังไม่มีผลใช้บังคับ',
  proposed: 'ข้อเสนอ',
  effective: 'มีผล',
  dateNotStated: 'ไม่ได้ระบุวันที่',
  checked: 'ตรวจสอบเมื่อ',
  monthsNote:
    'เดือนในที่นี้คือเดือนปฏิทิน ในกรณีที่เดือนนั้นไม่มีวันที่ดังกล่าว (31 พฤษภาคม ย้อนหลัง 3 เดือน) เครื่องวางแผนจะใช้วันที่ก่อนหน้าสำหรับช่วงก่อนยื่นคำขอ (28 กุมภาพันธ์) และวันที่หลังกว่าสำหรับช่วงหลังได้รับอนุญาต (30 พฤศจิกายน บวก 3 เดือน: 1 มีนาคม) เงินจึงถูกคงไว้อย่างน้อยนานเท่ากับที่การนับแบบใดแบบหนึ่งกำหนดเสมอ',
};

export const moneyPageWords: Readonly<Record<Locale, MoneyPageWords>> = { en, th };
