/** The visa hub's eligibility quiz in Thai: the English volume's shape (src/i18n/en/quiz.ts), key for key. */
import type { QuizVolumeWords } from '../en/quiz.ts';

export const quiz: QuizVolumeWords = {
  heading: 'การตรวจลงตราประเภทใดเหมาะกับท่าน',
  noscriptBefore: 'แบบสอบถามนี้ต้องใช้ JavaScript หากไม่มี โปรดเริ่มจาก',
  noscriptLink: 'วิธียื่นขอการตรวจลงตรา',
  noscriptAfter: ' หรือเลือกดูคู่มือด้านล่าง',
  progress: 'คำถามที่ {n} จาก {total}',
  previous: 'ก่อนหน้า',
  next: 'ถัดไป',
  seeResult: 'ดูผลลัพธ์',
  suggestion: 'คำแนะนำของเรา: {title}',
  intro:
    'จากคำตอบของท่าน โปรดเริ่มจากคู่มือนี้ ข้อกำหนดแตกต่างกันไปตามสัญชาติและสถานเอกอัครราชทูต โปรดตรวจสอบแหล่งข้อมูลทางราชการที่คู่มือระบุไว้',
  learnMore: 'อ่านเพิ่มเติม',
  startOver: 'เริ่มใหม่',
  questions: {
    purpose: {
      text: 'วัตถุประสงค์หลักของการพำนักของท่านคืออะไร',
      options: { tourism: 'ท่องเที่ยว', work: 'ทำงาน', study: 'ศึกษา', retirement: 'เกษียณอายุ', family: 'ครอบครัว' },
    },
    duration: {
      text: 'ท่านวางแผนจะพำนักนานเท่าใด',
      options: {
        short: 'ระยะสั้น (น้อยกว่า 30 วัน)',
        medium: 'ระยะกลาง (30-90 วัน)',
        long: 'ระยะยาว (3-12 เดือน)',
        permanent: 'ถาวร (มากกว่า 1 ปี)',
      },
    },
    nationality: {
      text: 'ข้อใดตรงกับสัญชาติของท่านมากที่สุด',
      options: {
        'visa-exempt': 'ได้รับการยกเว้นการตรวจลงตรา (สหภาพยุโรป/สหรัฐอเมริกา/สหราชอาณาจักร/ออสเตรเลีย/ญี่ปุ่น)',
        'visa-required': 'ต้องมีการตรวจลงตรา',
        unsure: 'ไม่แน่ใจ',
      },
    },
  },
  results: {
    'visa-exempt': 'การเดินทางเข้าโดยได้รับการยกเว้นการตรวจลงตรา (30-60 วัน)',
    'tourist-visa': 'วีซ่านักท่องเที่ยว (TR) 60 วัน และขยายระยะเวลาพำนักได้อีก 30 วัน',
    work: 'การตรวจลงตราประเภทคนอยู่ชั่วคราว (Non-Immigrant) B และใบอนุญาตทำงาน',
    retirement: 'วีซ่าเกษียณอายุ (Non-O) หรือวีซ่า LTR',
    study: 'วีซ่าการศึกษา (Non-ED)',
    multiple: 'มีหลายทางเลือก',
  },
};
