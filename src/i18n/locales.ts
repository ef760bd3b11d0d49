/** The languages and their path rules live with the other route rules (src/lib/site/locales.ts), which the server also reads. */
export * from '../lib/site/locales.ts';
