/** The content folders that may hold translations: content/{locale}/{folder}/{slug}.md beside content/{folder}/{slug}.md. */
export const thaiSectionFolders = ['visa', 'business', 'banking', 'property'] as const;
