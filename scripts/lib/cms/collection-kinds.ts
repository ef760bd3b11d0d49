/** The kinds of collection the content editor has: a folder of Markdown files, and a YAML file holding a list. */
import type { z } from 'zod';
import { decapFields, jsonSchemaOf, type DecapField } from './fields.ts';

/**
 * The Markdown body under the frontmatter, edited as text in a plain labelled text box: Decap's markdown widget
 * rewrites Markdown it did not write, and its editor (an unlabelled role=textbox, a toolbar of nested buttons and
 * an unlabelled switch) fails axe (docs/cms-accessibility.md).
 */
export const BODY: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'text',
  hint: 'Markdown: ## for a heading, - for a list item, [words](https://...) for a link.',
};

/**
 * Every collection's editor without Decap's preview pane: it is an unnamed frame with none of the site's styles, and
 * beside the form it makes the editor 800 px wide (a phone scrolls sideways). The built page is the preview.
 */
export const EDITOR = { editor: { preview: false } } as const;

const omittedNote = (omitted: string[]) =>
  omitted.length === 0
    ? ''
    : ` Edited in the file, not here: ${omitted.join(', ')} (the editor keeps it as it is when it saves).`;

interface FolderCollectionOptions {
  name: string;
  label: string;
  folder: string;
  schema: z.ZodType;
  description: string;
  /** Markdown with frontmatter (default) or plain YAML files. */
  format?: 'frontmatter' | 'yaml';
  create?: boolean;
  extraFields?: DecapField[];
  /** Replaces a schema field's widget (kept in the schema's place). */
  replace?: Record<string, Partial<DecapField>>;
  /** Schema fields a script writes: not shown, never checked by the form, and saved back as they were loaded. */
  hidden?: string[];
  /**
   * The field whose value names a new entry's file (Decap's identifier_field). Decap insists on one even where
   * `create` is off (hubs, insurance sections: one file per section, never made here); it is then never used.
   */
  identifierField?: string;
  extra?: Record<string, unknown>;
}

export function folderCollection(options: FolderCollectionOptions) {
  const { fields, omitted } = decapFields(jsonSchemaOf(options.schema));
  const replaced = fields.map((f): DecapField => {
    if (options.hidden?.includes(f.name)) return { name: f.name, label: f.label, widget: 'hidden', required: false };
    return options.replace?.[f.name] ? { ...f, ...options.replace[f.name] } : f;
  });
  const yamlFiles = options.format === 'yaml';
  return {
    name: options.name,
    label: options.label,
    description: options.description + omittedNote(omitted),
    folder: options.folder,
    create: options.create ?? true,
    ...(yamlFiles ? { extension: 'yaml', format: 'yaml' } : { extension: 'md', format: 'frontmatter' }),
    slug: '{{slug}}',
    ...(options.identifierField ? { identifier_field: options.identifierField } : {}),
    ...EDITOR,
    ...options.extra,
    fields: [...replaced, ...(options.extraFields ?? []), ...(yamlFiles ? [] : [BODY])],
  };
}

/**
 * The format public/admin/editor.js registers for a YAML file whose whole content is a list: Decap reads it as
 * { items: [...] } and writes the list back (Decap has no widget for a list at a file's top).
 */
export const LIST_FILE_FORMAT = 'yaml-list';
export const LIST_FILE_FIELD = 'items';

/** A YAML file whose whole content is a list of records (content/insurance/plans.yaml and the like). */
export function listFile(
  name: string,
  label: string,
  file: string,
  schema: z.ZodType,
  description: string,
  summary: string,
) {
  const { fields, omitted } = decapFields(jsonSchemaOf(schema));
  return {
    name,
    label,
    file,
    description: description + omittedNote(omitted),
    fields: [{ name: LIST_FILE_FIELD, label, widget: 'list', collapsed: true, summary, fields }],
  };
}

/** What a Thai translation's form says: its file name ties it to the English guide, its stamp to the English text. */
export const translationNote = (section: string) =>
  `Thai translations of the ${section} guides, at /th/${section}/{file name}/. Name the file as the English guide (content/${section}/{file name}.md). ` +
  'Each records the English it was translated from (a stamp this form does not show): when the English changes, the build fails, naming the translation and showing the English changes, until the Thai is brought up to date and re-stamped with npm run translations:stamp -- content/th/' +
  `${section}/{file name}.md, which also sets Translated from. A new translation needs that stamp too. ` +
  'Thai terms: docs/thai-glossary.md.';

export const guideNote =
  'Every guide names at least one official source (a Thai government page, a public body or the institution itself); the build refuses one that does not, naming the file.';
