/**
 * What reaches a page from Markdown is sanitised: an allow-list of tags and
 * attributes (heading ids kept for anchors), no scripts, no event handlers,
 * no javascript: URLs. External links open safely.
 */
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'code', 'pre',
    'blockquote', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'img', 'figure', 'figcaption',
    'dl', 'dt', 'dd', 'abbr', 'sup', 'sub', 'del', 'ins', 'kbd', 'mark', 'small', 'span',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    h2: ['id'], h3: ['id'], h4: ['id'], h5: ['id'], h6: ['id'],
    th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'],
    abbr: ['title'], ol: ['start'],
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

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, options);
}
