/**
 * What reaches a page from Markdown is sanitised: an allow-list of tags and
 * attributes (heading ids kept for anchors), no scripts, no event handlers,
 * no javascript: URLs. External links open safely. Tables sit in a box that
 * scrolls sideways on a narrow screen instead of the page, focusable and named
 * by the table's column headings so keyboard and screen-reader users can scroll it.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'a',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'dl',
    'dt',
    'dd',
    'abbr',
    'sup',
    'sub',
    'del',
    'ins',
    'kbd',
    'mark',
    'small',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    h5: ['id'],
    h6: ['id'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowProtocolRelative: false,
  transformTags: {
    // h1 belongs to the page; demote any in the body.
    h1: 'h2',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener external' } : attribs };
    },
  },
};

const tagText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Wraps each table of sanitised HTML (no nested tables in Markdown) in its scroll box. */
function wrapTables(html: string): string {
  return html.replace(/<table>[\s\S]*?<\/table>/g, (table) => {
    const headings = [...table.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => tagText(m[1])).filter(Boolean);
    // The heading text is already escaped by the sanitiser, so it can go into the attribute as it is.
    const label = headings.length > 0 ? `Table: ${headings.join(', ')}`.replace(/"/g, '&quot;') : 'Table';
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${label}">${table}</div>`;
  });
}

export function sanitizeContentHtml(html: string): string {
  return wrapTables(sanitizeHtml(html, options));
}
