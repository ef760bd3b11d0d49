/**
 * Field schemas for every content collection, one file a content family in src/lib/content/schemas/: the shared
 * fields (fields.ts), news and guides (guides.ts), the dated visa rules (visa-rules.ts) and insurance (insurance.ts).
 *
 * Kept in src/lib with plain zod (the project imports zod as `zod` everywhere;
 * `astro/zod` re-exports the same package) so pure logic, islands and tests
 * share the exact types the build validates (`z.infer`), without importing
 * Astro: islands import this module's types only (`import type`), which keeps
 * zod out of their bundles. src/content.config.ts wraps these into collections.
 */
export {
  dateField,
  sourceSchema,
  expiringStatementSchema,
  seoSchema,
  translationStampSchema,
  type Source,
  type ExpiringStatement,
  type TranslationStamp,
} from './schemas/fields.ts';
export * from './schemas/guides.ts';
export * from './schemas/visa-rules.ts';
export * from './schemas/insurance.ts';
