/** The island's words, from the page in its language (src/i18n); {term}, {section}, {count}, {max} are filled in. */
export interface SiteSearchWords {
  label: string;
  placeholder: string;
  section: string;
  allSections: string;
  searching: string;
  error: string;
  noResults: string;
  inSection: string;
  result: string;
  results: string;
  showingFirst: string;
  site: string;
}

/** A text with its `{name}`s filled in (a missing value as nothing). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
