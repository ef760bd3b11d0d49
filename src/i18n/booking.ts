/**
 * The words of consultation booking: the page, its form and messages, the pages the e-mails' links open, and
 * the e-mails, in each language of the site. Typed, so a language lacking a key fails the type check. The server
 * reads this module at run time, and the island gets its part as props (no Astro imports here).
 */
import type { Locale } from './locales.ts';
import type { SlotProblem } from '../lib/booking/slots.ts';

export interface BookingWords {
  title: string;
  /** One line under the title: what is booked, where. */
  summary: string;
  intro: string;
  timesNote: string;
  yourTime: string;
  modeLegend: string;
  office: string;
  video: string;
  slotLegend: string;
  noSlots: string;
  chosen: string;
  submit: string;
  change: string;
  holidaysNote: string;
  holidaysLink: string;
  formHeading: string;
  problems: Record<SlotProblem, string>;
  tooMany: string;
  nextFree: string;
  rateLimited: string;
  unavailable: string;
  tooLarge: string;
  invalidForm: string;
  bookedHeading: string;
  bookedText: string;
  cancelHeading: string;
  cancelText: string;
  cancelButton: string;
  cancelledHeading: string;
  cancelledText: string;
  rescheduleHeading: string;
  rescheduleText: string;
  rescheduledHeading: string;
  rescheduledText: string;
  invalidLinkHeading: string;
  invalidLinkText: string;
  backToContact: string;
  bookLink: string;
  /** The "ask us" box beside every guide. */
  askHeading: string;
  askText: string;
  askContact: string;
  mail: {
    summary: string;
    videoLocation: string;
    confirmSubject: string;
    updateSubject: string;
    cancelSubject: string;
    reminderSubject: string;
    confirmIntro: string;
    updateIntro: string;
    cancelIntro: string;
    reminderIntro: string;
    lateReminder: string;
    when: string;
    where: string;
    cancelLink: string;
    rescheduleLink: string;
    calendarNote: string;
    signature: string;
  };
}

const en: BookingWords = {
  title: 'Book a consultation',
  summary: '30 minutes, at our office or by video.',
  intro: 'Choose a free 30-minute slot at our office in Ekkamai or by video. We confirm by e-mail with a calendar invitation.',
  timesNote: 'Times are Bangkok time (UTC+7).',
  yourTime: 'your time',
  modeLegend: 'Where',
  office: 'At our office in Ekkamai',
  video: 'By video (the team sends the link)',
  slotLegend: 'Free slots',
  noSlots: 'No free slots in the next three weeks. Please write to us instead.',
  chosen: 'Chosen: {slot}',
  submit: 'Book this consultation',
  change: 'Choose another time',
  holidaysNote: 'Closed on Sundays, Thai public holidays and days the team announces.',
  holidaysLink: 'Contact page',
  formHeading: 'Your details',
  problems: {
    malformed: 'The time was not understood. Please choose a slot from the list.',
    past: 'That time has passed. Please choose a later slot.',
    'too-soon': 'Consultations need at least 2 hours of notice. Please choose a later slot.',
    'too-far': 'Bookings open three weeks ahead. Please choose a slot from the list.',
    'closed-day': 'The office is closed that day. Please choose another day.',
    'outside-hours': 'That time is outside our consultation hours. Please choose a slot from the list.',
    taken: 'Sorry, someone has just booked that slot. Please choose another one.',
  },
  tooMany: 'This e-mail address already has 2 upcoming consultations. Cancel one from its e-mail, or write to us.',
  nextFree: 'Next free slots',
  rateLimited: 'Too many attempts from your connection. Please wait a minute and try again.',
  unavailable: 'Booking is not available right now. Please try again in a few minutes or write to us.',
  tooLarge: 'The form is too large to send.',
  invalidForm: 'Please check the highlighted fields.',
  bookedHeading: 'Your consultation is booked',
  bookedText: 'We have sent a confirmation with a calendar invitation to {email}. Its links let you cancel or move the consultation.',
  cancelHeading: 'Cancel your consultation?',
  cancelText: 'Your consultation on {slot} will be cancelled and the slot freed.',
  cancelButton: 'Cancel the consultation',
  cancelledHeading: 'Your consultation is cancelled',
  cancelledText: 'We have sent a cancellation for your calendar. You are welcome to book again at any time.',
  rescheduleHeading: 'Move your consultation',
  rescheduleText: 'Currently booked: {slot}. Choose a new time below.',
  rescheduledHeading: 'Your consultation is moved',
  rescheduledText: 'New time: {slot}. We have sent an updated calendar invitation.',
  invalidLinkHeading: 'This link no longer works',
  invalidLinkText: 'It was used already, the consultation was changed or cancelled, or its time has passed.',
  backToContact: 'Back to the contact page',
  bookLink: 'Book a consultation',
  askHeading: 'Ask us',
  askText: 'Questions about your own case? Talk to the team for 30 minutes at our Ekkamai office or by video.',
  askContact: 'Send a message',
  mail: {
    summary: 'Consultation with Siam Expat Services',
    videoLocation: 'Video call: the link is sent by the team before the consultation',
    confirmSubject: 'Your consultation on {slot}',
    updateSubject: 'Your consultation is moved to {slot}',
    cancelSubject: 'Your consultation on {slot} is cancelled',
    reminderSubject: 'Reminder: your consultation on {slot}',
    confirmIntro: 'Thank you, {name}. Your consultation is booked.',
    updateIntro: 'Your consultation has been moved.',
    cancelIntro: 'Your consultation has been cancelled.',
    reminderIntro: 'A reminder of your consultation tomorrow.',
    lateReminder: 'This reminder is late: it should have reached you 24 hours before the consultation.',
    when: 'When',
    where: 'Where',
    cancelLink: 'Cancel',
    rescheduleLink: 'Move to another time',
    calendarNote: 'The attached invitation adds the consultation to your calendar.',
    signature: 'Siam Expat Services',
  },
};

const th: BookingWords = {
  title: 'นัดหมายปรึกษา',
  summary: '30 นาที ที่สำนักงานหรือผ่านวิดีโอ',
  intro: 'ท่านสามารถเลือกเวลาว่าง 30 นาที ที่สำนักงานเอกมัยหรือผ่านวิดีโอ เราจะยืนยันทางอีเมลพร้อมคำเชิญในปฏิทิน',
  timesNote: 'เวลาที่แสดงเป็นเวลากรุงเทพฯ (UTC+7)',
  yourTime: 'เวลาของท่าน',
  modeLegend: 'สถานที่',
  office: 'ที่สำนักงานเอกมัย',
  video: 'ผ่านวิดีโอ (ทีมงานจะส่งลิงก์ให้ท่าน)',
  slotLegend: 'เวลาว่าง',
  noSlots: 'ไม่มีเวลาว่างในสามสัปดาห์ข้างหน้า กรุณาส่งข้อความถึงเราแทน',
  chosen: 'เวลาที่ท่านเลือก: {slot}',
  submit: 'ยืนยันการนัดหมาย',
  change: 'เลือกเวลาอื่น',
  holidaysNote: 'ปิดทำการวันอาทิตย์ วันหยุดนักขัตฤกษ์ของไทย และวันที่ทีมงานแจ้งปิด',
  holidaysLink: 'หน้าติดต่อเรา',
  formHeading: 'ข้อมูลของท่าน',
  problems: {
    malformed: 'ไม่เข้าใจเวลาที่ส่งมา กรุณาเลือกเวลาจากรายการ',
    past: 'เวลานี้ผ่านไปแล้ว กรุณาเลือกเวลาที่ช้ากว่านี้',
    'too-soon': 'ต้องนัดหมายล่วงหน้าอย่างน้อย 2 ชั่วโมง กรุณาเลือกเวลาที่ช้ากว่านี้',
    'too-far': 'เปิดให้นัดหมายล่วงหน้าสามสัปดาห์ กรุณาเลือกเวลาจากรายการ',
    'closed-day': 'สำนักงานปิดทำการในวันนั้น กรุณาเลือกวันอื่น',
    'outside-hours': 'เวลานี้อยู่นอกเวลาให้คำปรึกษา กรุณาเลือกเวลาจากรายการ',
    taken: 'ขออภัย มีผู้จองเวลานี้ไปแล้ว กรุณาเลือกเวลาอื่น',
  },
  tooMany: 'อีเมลนี้มีนัดหมายที่กำลังจะมาถึงครบ 2 นัดแล้ว ท่านสามารถยกเลิกได้จากอีเมลยืนยัน หรือส่งข้อความถึงเรา',
  nextFree: 'เวลาว่างถัดไป',
  rateLimited: 'มีการส่งจากการเชื่อมต่อของท่านมากเกินไป กรุณารอหนึ่งนาทีแล้วลองอีกครั้ง',
  unavailable: 'ขณะนี้ไม่สามารถนัดหมายได้ กรุณาลองใหม่ในอีกสักครู่ หรือส่งข้อความถึงเรา',
  tooLarge: 'แบบฟอร์มมีขนาดใหญ่เกินไป',
  invalidForm: 'กรุณาตรวจสอบช่องที่มีเครื่องหมาย',
  bookedHeading: 'นัดหมายของท่านได้รับการยืนยันแล้ว',
  bookedText: 'เราได้ส่งอีเมลยืนยันพร้อมคำเชิญในปฏิทินไปที่ {email} แล้ว ท่านสามารถยกเลิกหรือเลื่อนนัดได้จากลิงก์ในอีเมล',
  cancelHeading: 'ยกเลิกนัดหมายหรือไม่',
  cancelText: 'นัดหมายของท่านวันที่ {slot} จะถูกยกเลิก',
  cancelButton: 'ยกเลิกนัดหมาย',
  cancelledHeading: 'ยกเลิกนัดหมายของท่านแล้ว',
  cancelledText: 'เราได้ส่งการยกเลิกสำหรับปฏิทินของท่านแล้ว ท่านสามารถนัดหมายใหม่ได้ทุกเมื่อ',
  rescheduleHeading: 'เลื่อนนัดหมายของท่าน',
  rescheduleText: 'นัดหมายปัจจุบัน: {slot} กรุณาเลือกเวลาใหม่ด้านล่าง',
  rescheduledHeading: 'เลื่อนนัดหมายของท่านแล้ว',
  rescheduledText: 'เวลาใหม่: {slot} เราได้ส่งคำเชิญในปฏิทินฉบับปรับปรุงให้ท่านแล้ว',
  invalidLinkHeading: 'ลิงก์นี้ใช้ไม่ได้แล้ว',
  invalidLinkText: 'ลิงก์นี้ถูกใช้ไปแล้ว นัดหมายถูกเปลี่ยนหรือยกเลิก หรือเลยเวลานัดแล้ว',
  backToContact: 'กลับไปหน้าติดต่อเรา',
  bookLink: 'นัดหมายปรึกษา',
  askHeading: 'สอบถามเรา',
  askText: 'มีคำถามเกี่ยวกับกรณีของท่านหรือไม่ ท่านสามารถปรึกษาทีมงาน 30 นาที ที่สำนักงานเอกมัยหรือผ่านวิดีโอ',
  askContact: 'ส่งข้อความ',
  mail: {
    summary: 'นัดปรึกษากับ Siam Expat Services',
    videoLocation: 'วิดีโอคอล: ทีมงานจะส่งลิงก์ให้ท่านก่อนเวลานัด',
    confirmSubject: 'นัดหมายของท่านวันที่ {slot}',
    updateSubject: 'นัดหมายของท่านเลื่อนเป็นวันที่ {slot}',
    cancelSubject: 'ยกเลิกนัดหมายวันที่ {slot} แล้ว',
    reminderSubject: 'แจ้งเตือน: นัดหมายของท่านวันที่ {slot}',
    confirmIntro: 'ขอบคุณ คุณ{name} นัดหมายของท่านได้รับการยืนยันแล้ว',
    updateIntro: 'นัดหมายของท่านได้รับการเลื่อนแล้ว',
    cancelIntro: 'นัดหมายของท่านถูกยกเลิกแล้ว',
    reminderIntro: 'ขอแจ้งเตือนนัดหมายของท่านในวันพรุ่งนี้',
    lateReminder: 'การแจ้งเตือนนี้ล่าช้า: ควรถึงท่านก่อนเวลานัด 24 ชั่วโมง',
    when: 'วันและเวลา',
    where: 'สถานที่',
    cancelLink: 'ยกเลิก',
    rescheduleLink: 'เลื่อนไปเวลาอื่น',
    calendarNote: 'ไฟล์แนบจะเพิ่มนัดหมายนี้ในปฏิทินของท่าน',
    signature: 'Siam Expat Services',
  },
};

export const bookingWords: Record<Locale, BookingWords> = { en, th };

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
