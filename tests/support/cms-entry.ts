/**
 * A content file as the editor at /admin/ writes it: the front matter holds the collection's fields in the order
 * public/admin/config.yml lists them (Decap writes them in that order, and leaves out optional fields left empty),
 * as YAML, then the Markdown body.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';

interface CmsField {
  name: string;
  required?: boolean;
}
interface CmsCollection {
  name: string;
  folder?: string;
  fields: CmsField[];
}

/** The collections of the CMS configuration in the repository at `root`. */
export function cmsCollections(root: string): CmsCollection[] {
  const config = parse(readFileSync(path.join(root, 'public/admin/config.yml'), 'utf8')) as {
    collections: CmsCollection[];
  };
  return config.collections;
}

/**
 * The file the CMS writes for an entry of `collection`: its folder (relative to the repository) and its text. Every
 * required field must be given; a field the collection does not have is refused, so a test cannot write what the CMS
 * never would.
 */
export function cmsEntry(
  root: string,
  collection: string,
  data: Record<string, unknown>,
  body: string,
): { folder: string; text: string } {
  const found = cmsCollections(root).find((c) => c.name === collection);
  if (!found?.folder) throw new Error(`no folder collection "${collection}" in public/admin/config.yml`);
  const names = found.fields.map((field) => field.name).filter((name) => name !== 'body');
  const unknown = Object.keys(data).filter((key) => !names.includes(key));
  if (unknown.length > 0) throw new Error(`the CMS has no field ${unknown.join(', ')} in "${collection}"`);
  const missing = found.fields.filter(
    (field) => field.name !== 'body' && field.required !== false && data[field.name] === undefined,
  );
  if (missing.length > 0) throw new Error(`"${collection}" requires ${missing.map((field) => field.name).join(', ')}`);
  const ordered = Object.fromEntries(
    names.filter((name) => data[name] !== undefined).map((name) => [name, data[name]]),
  );
  return { folder: found.folder, text: `---\n${stringify(ordered)}---\n${body}` };
}

/** The file name the CMS gives an entry (its `slug: '{{slug}}'`): the title in lower case, words joined by hyphens. */
export function cmsSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
