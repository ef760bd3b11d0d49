/**
 * A rule record's source in the page's language: on a Thai page the Thai description from
 * content/th/visa-rules/rule-texts.yaml replaces the English `source_name`; a source with no Thai description keeps
 * its English title and says so with `source_lang: 'en'`, so the link carries lang="en" for screen readers.
 */
export type LocalizedSource<T> = T & { source_lang?: 'en' };

/** `thaiSources` is undefined on an English page: the records pass unchanged. */
export function localizeSources<T extends { id: string; source_name: string }>(
  records: readonly T[],
  thaiSources: Readonly<Record<string, string>> | undefined,
): LocalizedSource<T>[] {
  if (!thaiSources) return [...records];
  return records.map((record) => {
    const thai = thaiSources[record.id];
    return thai ? { ...record, source_name: thai } : { ...record, source_lang: 'en' as const };
  });
}
