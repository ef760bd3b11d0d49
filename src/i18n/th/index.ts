/** The Thai dictionary: the English volumes (src/i18n/en/), file for file and key for key. */
export { booking } from './booking.ts';
export { comparator } from './comparator.ts';
export { contact } from './contact.ts';
export { frame } from './frame.ts';
export { moneyPlanner } from './money-planner.ts';
export { quiz } from './quiz.ts';
export { reminders } from './reminders.ts';
export { stay } from './stay.ts';
export { taxDays } from './tax-days.ts';
export { thankYou } from './thank-you.ts';
