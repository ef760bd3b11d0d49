/** Text made safe for HTML, in an element or a double-quoted attribute: the five characters Astro escapes too. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>'"]/g, (c) => ENTITIES[c]);
}
