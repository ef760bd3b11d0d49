/**
 * The content folders that may hold translations: content/{locale}/{folder}/{slug}.md beside content/{folder}/{slug}.md.
 * A folder may be nested (insurance/articles); each is read on its own, without its subfolders.
 */
export const thaiSectionFolders = [
  'visa',
  'business',
  'banking',
  'property',
  'insurance/articles',
  'insurance/hub',
  'insurance',
] as const;
