/**
 * The part of a fetched page that says something: its main text, without markup, scripts, styles, navigation,
 * header, footer and the widgets that change on every visit (visitor counters, cookie banners), with
 * whitespace normalised. Hashing this rather than the bytes keeps a new timestamp in a footer, a rotated CSRF
 * token (an attribute, never text) or a re-minified script from reporting a source as changed.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Elements whose text is never the page's content. */
const skippedTags = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'nav',
  'header',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'textarea',
  'dialog',
]);

/** Class or id words of page furniture (the Thai government templates mark theirs this way, not with tags). */
const furniture =
  /^(site-?)?(nav|navbar|navigation|menu|mainmenu|breadcrumbs?|footer|header|topbar|sidebar|cookies?|cookie-?banner|counter|visitors?|stats?|share|social|skip-?link)([-_].*)?$/i;

/** Void elements: no end tag, so they never open a skipped region. */
const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const isFurniture = (attributes: Record<string, string>): boolean =>
  [attributes.id ?? '', ...(attributes.class ?? '').split(/\s+/)].some((word) => word !== '' && furniture.test(word)) ||
  attributes.role === 'navigation' ||
  attributes.role === 'banner' ||
  attributes.role === 'contentinfo' ||
  attributes.hidden !== undefined ||
  attributes['aria-hidden'] === 'true';

/** Whitespace (HTML's and Unicode's, the zero-width ones included) collapsed to single spaces. */
export const normaliseWhitespace = (text: string): string =>
  text
    .replace(/\u200b|\u200c|\u200d|\ufeff/g, '')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The main text of an HTML page: the text of its <main> (or role="main") when it has one, else of the whole
 * body, minus the skipped elements. Tolerates broken markup (unclosed tags, stray end tags) as browsers do.
 */
export function mainText(html: string): string {
  const whole: string[] = [];
  const main: string[] = [];
  /** Open elements, each with whether it starts a skipped region and whether it is a main region. */
  const stack: { name: string; skip: boolean; main: boolean }[] = [];
  let skipDepth = 0;
  let mainDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (voidTags.has(name)) return;
        const skip = skippedTags.has(name) || isFurniture(attributes);
        const isMain = name === 'main' || attributes.role === 'main';
        stack.push({ name, skip, main: isMain });
        if (skip) skipDepth += 1;
        if (isMain) mainDepth += 1;
      },
      ontext(text) {
        if (skipDepth > 0) return;
        whole.push(text);
        if (mainDepth > 0) main.push(text);
      },
      onclosetag(name) {
        if (voidTags.has(name)) return;
        // htmlparser2 closes implied elements itself; pop to the matching one so a stray tag cannot unbalance us.
        const at = stack.map((entry) => entry.name).lastIndexOf(name);
        if (at < 0) return;
        for (const entry of stack.splice(at)) {
          if (entry.skip) skipDepth -= 1;
          if (entry.main) mainDepth -= 1;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  const chosen = normaliseWhitespace(main.join(' '));
  return chosen !== '' ? chosen : normaliseWhitespace(whole.join(' '));
}

const sha256 = (data: string | Uint8Array): string => `sha256:${createHash('sha256').update(data).digest('hex')}`;

/**
 * The hash the lock file keeps for a response body: of the main text for HTML, of the whitespace-normalised
 * text for other text types, of the bytes for anything else (PDF, images).
 */
export function contentHash(body: Uint8Array, contentType: string): string {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'text/html' || type === 'application/xhtml+xml') return sha256(mainText(decode(body, contentType)));
  if (type.startsWith('text/')) return sha256(normaliseWhitespace(decode(body, contentType)));
  return sha256(body);
}

/** Text in the charset the server names (older Thai sites still send windows-874), UTF-8 when it names none. */
function decode(body: Uint8Array, contentType: string): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}
