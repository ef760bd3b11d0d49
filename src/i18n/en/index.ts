/**
 * The English dictionary, one volume a file (src/i18n/th/ has the same files, key for key). Pages and the server
 * read it through src/i18n/index.ts; an island's page passes it the words it needs as props, and an island's own
 * code may import a volume's types, never this index.
 */
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
