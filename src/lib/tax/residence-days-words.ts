/**
 * The tax-residence day counter's words, in English and in Thai: the page passes them to the island as props, so
 * they travel in the HTML and never in the script. `{name}` marks where a figure or date goes. The Thai words are
 * typed as the English ones: a key missing in Thai fails the type check.
 */
import { englishProblems, type ProblemWords } from './residence-days.ts';

export const taxDaysWords = {
  form: 'Your trips',
  trip: 'Trip {n}',
  arrival: 'Arrived in Thailand',
  departure: 'Left Thailand',
  departureHint: 'Enter each trip to Thailand. Leave "Left Thailand" empty for a trip still in progress.',
  remove: 'Remove trip {n}',
  add: 'Add a trip',
  until: 'Count a trip in progress until',
  untilHint: 'Leave empty to count until today (in Thailand).',
  prompt: 'Enter the dates of your trips to see your days in Thailand in each year.',
  heading: 'Your days in Thailand',
  caption:
    'Days in Thailand per calendar year; the day you arrive and the day you leave both count. {threshold} days or more make a tax resident for the year.',
  year: 'Year',
  days: 'Days',
  daysOf: '{days} of {total}',
  thresholdDay: 'Day {threshold} on',
  resident: 'Tax resident',
  yes: 'Yes',
  no: 'No: {left} days short of {threshold}',
  notReached: 'Not reached',
  openToday: 'Trip {n} has no departure date: it is counted until today in Thailand, {date}.',
  openUntil: 'Trip {n} has no departure date: it is counted until {date}, the date you chose.',
  meaning:
    'A year with {threshold} days or more makes you a Thai tax resident for that year: foreign income you bring into Thailand in such a year is taxable if it was earned on or after 1 January {from}.',
  meaningLink: 'What this means and the sources',
  problems: englishProblems as ProblemWords,
};
/** The words the counter shows. */
export type TaxDaysWords = typeof taxDaysWords;

export const taxDaysWordsTh: TaxDaysWords = {
  form: 'การเดินทางของท่าน',
  trip: 'การเดินทางครั้งที่ {n}',
  arrival: 'วันที่เดินทางเข้าประเทศไทย',
  departure: 'วันที่เดินทางออกจากประเทศไทย',
  departureHint: 'โปรดระบุการเดินทางเข้าประเทศไทยแต่ละครั้ง เว้นช่อง "วันที่เดินทางออกจากประเทศไทย" ว่างไว้สำหรับการเดินทางที่ยังไม่สิ้นสุด',
  remove: 'ลบการเดินทางครั้งที่ {n}',
  add: 'เพิ่มการเดินทาง',
  until: 'นับการเดินทางที่ยังไม่สิ้นสุดถึงวันที่',
  untilHint: 'เว้นว่างไว้เพื่อนับถึงวันนี้ (ตามเวลาประเทศไทย)',
  prompt: 'โปรดระบุวันที่ของการเดินทางเพื่อดูจำนวนวันที่ท่านอยู่ในประเทศไทยในแต่ละปี',
  heading: 'จำนวนวันที่ท่านอยู่ในประเทศไทย',
  caption: 'จำนวนวันที่อยู่ในประเทศไทยในแต่ละปีปฏิทิน โดยนับทั้งวันที่เดินทางเข้าและวันที่เดินทางออก การอยู่ตั้งแต่ {threshold} วัน ขึ้นไปทำให้เป็นผู้มีถิ่นที่อยู่ในประเทศไทยทางภาษีสำหรับปีนั้น',
  year: 'ปี',
  days: 'จำนวนวัน',
  daysOf: '{days} จาก {total}',
  thresholdDay: 'วันที่ครบ {threshold} วัน',
  resident: 'ผู้มีถิ่นที่อยู่ทางภาษี',
  yes: 'ใช่',
  no: 'ไม่ใช่: ขาดอีก {left} วัน จึงจะครบ {threshold} วัน',
  notReached: 'ยังไม่ถึง',
  openToday: 'การเดินทางครั้งที่ {n} ไม่มีวันที่เดินทางออก: นับถึงวันนี้ตามเวลาประเทศไทย คือ {date}',
  openUntil: 'การเดินทางครั้งที่ {n} ไม่มีวันที่เดินทางออก: นับถึง {date} ซึ่งเป็นวันที่ท่านเลือก',
  meaning:
    'ปีที่ท่านอยู่ในประเทศไทยตั้งแต่ {threshold} วัน ขึ้นไปทำให้ท่านเป็นผู้มีถิ่นที่อยู่ในประเทศไทยทางภาษีสำหรับปีนั้น: เงินได้จากต่างประเทศที่ท่านนำเข้ามาในประเทศไทยในปีดังกล่าวต้องเสียภาษี หากได้รับตั้งแต่วันที่ 1 มกราคม {from} เป็นต้นไป',
  meaningLink: 'ความหมายและแหล่งที่มา',
  problems: {
    noArrival: 'การเดินทางครั้งที่ {trip}: โปรดระบุวันที่เดินทางเข้า',
    badArrival: 'การเดินทางครั้งที่ {trip}: วันที่เดินทางเข้าไม่ใช่วันที่ระหว่างปี {first} ถึง {last}',
    badDeparture: 'การเดินทางครั้งที่ {trip}: วันที่เดินทางออกไม่ใช่วันที่ระหว่างปี {first} ถึง {last}',
    departureFirst: 'การเดินทางครั้งที่ {trip}: วันที่เดินทางออก ({departure}) อยู่ก่อนวันที่เดินทางเข้า ({arrival})',
    untilFirst: 'การเดินทางครั้งที่ {trip} ไม่มีวันที่เดินทางออก จึงนับถึง {until} ซึ่งอยู่ก่อนวันที่เดินทางเข้า ({arrival}) โปรดระบุวันที่เดินทางออก หรือวันที่นับถึงที่หลังกว่านี้',
    overlap: 'การเดินทางครั้งที่ {first} และ {second} ซ้อนกัน: ครั้งที่ {later} เริ่มวันที่ {from} แต่ครั้งที่ {earlier} สิ้นสุดวันที่ {to}',
    overlapOpen: 'การเดินทางครั้งที่ {first} และ {second} ซ้อนกัน: ครั้งที่ {later} เริ่มวันที่ {from} แต่ครั้งที่ {earlier} ไม่มีวันที่เดินทางออก จึงนับถึง {to}',
  },
};
