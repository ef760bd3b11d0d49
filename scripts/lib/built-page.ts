/**
 * What the post-build reads of a built page: its CSP, from the `<meta http-equiv>` Astro puts in the head, and
 * whether it is searchable, from its `<main>` tag (BaseLayout marks searchable pages with data-pagefind-body). Both
 * come before the page's content, so only the start of each file is read.
 */
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';

/** Enough for the head and the header of every page; a page whose `<main>` starts later is read whole. */
const START_BYTES = 32 * 1024;
const startBuffer = Buffer.alloc(START_BYTES);

/**
 * The start of a built page, up to and including its `<main>` tag when it has one, as Latin-1: the tags and the
 * CSP are ASCII, and a character cut at the end of the read cannot throw. Synchronous: thousands of small reads
 * are several times faster without a trip through the thread pool each.
 */
export function readPageStart(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const bytesRead = readSync(fd, startBuffer, 0, START_BYTES, 0);
    const start = startBuffer.toString('latin1', 0, bytesRead);
    if (bytesRead < START_BYTES || mainTagOf(start) !== undefined || fstatSync(fd).size <= START_BYTES) return start;
    return readFileSync(fd).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

const mainTagOf = (html: string): string | undefined => /<main\b[^>]*>/.exec(html)?.[0];

/** The content of the page's `<meta http-equiv="content-security-policy">`, unescaped, if any. */
export function metaCspOf(html: string): string | undefined {
  const tag = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html);
  return tag?.[1]
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** Whether the page opts into the search: its `<main>` carries data-pagefind-body. */
export function isSearchable(html: string): boolean {
  return /\sdata-pagefind-body[\s>=]/.test(mainTagOf(html) ?? '');
}
