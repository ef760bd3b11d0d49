/** Reading time in minutes (2 min is shown when nothing else is known). */
export const DEFAULT_READ_TIME = 2;
const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~|-]/g, ' ');
  return plain.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read: the frontmatter's value, else from the body, else the default. */
export function readingTime(body: string | undefined, explicit?: number): number {
  if (explicit && explicit > 0) return Math.round(explicit);
  if (!body || !body.trim()) return DEFAULT_READ_TIME;
  return Math.max(1, Math.round(countWords(body) / WORDS_PER_MINUTE));
}
