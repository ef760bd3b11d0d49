/** The run's findings as an editor reads them: each problem source with the pages and records citing it. */
import type { SourceResult } from './check.ts';
import type { CitedSource } from './collect.ts';

const sections: { title: string; pick: (r: SourceResult) => boolean }[] = [
  { title: 'Changed (the main text differs from the reviewed version)', pick: (r) => r.verdict === 'changed' },
  { title: 'Moved (the address redirects; update the link)', pick: (r) => r.movedTo !== undefined },
  { title: 'Gone (the server answers with an error)', pick: (r) => r.verdict === 'gone' },
  { title: 'Unreachable', pick: (r) => r.verdict === 'unreachable' },
  { title: 'Skipped (robots.txt asks us not to fetch it)', pick: (r) => r.verdict === 'skipped' },
];

function citedBy(source: CitedSource | undefined, shown = 6): string[] {
  if (!source) return [];
  const lines: string[] = [];
  if (source.pages.length > 0) {
    const more = source.pages.length - shown;
    lines.push(`cited on ${source.pages.slice(0, shown).join(', ')}${more > 0 ? ` and ${more} more` : ''}`);
  }
  if (source.records.length > 0) lines.push(`cited by ${source.records.join(', ')}`);
  return lines;
}

export function formatReport(results: readonly SourceResult[], cited: readonly CitedSource[]): string {
  const byUrl = new Map(cited.map((source) => [source.url, source]));
  const out: string[] = [];
  for (const { title, pick } of sections) {
    const picked = results.filter(pick).sort((a, b) => (a.url < b.url ? -1 : 1));
    if (picked.length === 0) continue;
    out.push(`${title}: ${picked.length}`);
    for (const result of picked) {
      const moved = title.startsWith('Moved') && result.movedTo ? ` -> ${result.movedTo}` : '';
      const detail = !title.startsWith('Moved') && result.detail ? ` (${result.detail})` : '';
      out.push(`  ${result.url}${moved}${detail}`);
      for (const line of citedBy(byUrl.get(result.url))) out.push(`      ${line}`);
    }
    out.push('');
  }
  const count = (verdict: SourceResult['verdict']) => results.filter((r) => r.verdict === verdict).length;
  out.push(
    `${results.length} official sources checked: ${count('unchanged')} unchanged, ${count('first')} checked for the first time, ` +
      `${count('changed')} changed, ${results.filter((r) => r.movedTo).length} moved, ${count('gone')} gone, ` +
      `${count('unreachable')} unreachable, ${count('skipped')} skipped.`,
  );
  return out.join('\n');
}
