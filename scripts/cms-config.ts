/**
 * `npm run cms:config`: writes the content editor's configuration (public/admin/config.yml, Decap CMS) from the
 * zod schemas the build validates with (src/lib/content/schemas.ts), so the editor and the build cannot drift:
 * field names, required fields, enumerations, dates, number bounds, list bounds and URL and text patterns all come
 * from each schema through zod's `z.toJSONSchema()`, mapped here to Decap widgets. `--check` writes nothing and
 * exits 1 when the committed file differs from what the schemas give.
 *
 * What a CMS cannot express stays in the build, which names the file and the field: an official source in every
 * guide, a premium table's bands not overlapping, hero_alt when there is a hero image, a rule record's `values`
 * (a map of named figures: Decap has no widget for free keys, so it is edited in the YAML file; the CMS keeps it
 * untouched when it saves a record).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { stringify } from 'yaml';
import {
  bankSchema,
  bankingArticleSchema,
  countrySchema,
  hubExtrasSchema,
  hubGuideSchema,
  insuranceArticleSchema,
  insuranceHubFields,
  insurancePlanSchema,
  insuranceSectionFields,
  leisureActivityFields,
  nationalityRecordSchema,
  newsFields,
  propertyArticleSchema,
  stayRuleSchema,
  stayTextSchema,
  ruleTextSchema,
  translatedGuideSchema,
  translatedHubSchema,
} from '../src/lib/content/schemas.ts';
import { newsCategories } from '../src/lib/news/categories.ts';

/** The part of JSON Schema that `z.toJSONSchema()` produces for our schemas. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  enum?: (string | number)[];
  const?: string | number | boolean | null;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  /** A schema's `.describe()` text: shown under the field as its hint. */
  description?: string;
  /** Added by our override: the protocols a zod URL accepts, as a regular expression source (`^https?$`). */
  'x-protocol'?: string;
}

/** A Decap CMS field (https://decapcms.org/docs/widgets/): the options we use. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  default?: unknown;
  pattern?: [string, string];
  options?: (string | number)[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  format?: string;
  date_format?: string;
  time_format?: boolean;
  picker_utc?: boolean;
  fields?: DecapField[];
  field?: DecapField;
  summary?: string;
  collapsed?: boolean;
  choose_url?: boolean;
  media_folder?: string;
  public_folder?: string;
}

/** A schema as JSON Schema, as the editor fills it in (defaults optional), with dates and URL protocols kept. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: (ctx) => {
      const def = ctx.zodSchema._zod.def as { type: string; format?: string; protocol?: RegExp };
      // z.coerce.date(): YAML writes a date as YYYY-MM-DD.
      if (def.type === 'date') Object.assign(ctx.jsonSchema, { type: 'string', format: 'date' });
      if (def.format === 'url' && def.protocol) (ctx.jsonSchema as JsonSchema)['x-protocol'] = def.protocol.source;
    },
  }) as JsonSchema;
}

const ACRONYMS: Record<string, string> = {
  seo: 'SEO',
  url: 'URL',
  faq: 'FAQ',
  id: 'ID',
  thb: 'THB',
  swift: 'SWIFT',
  er: 'ER',
  howto: 'How-to',
};

/** `last_reviewed` → `Last reviewed`, `source_url` → `Source URL`. */
export function labelFor(name: string): string {
  const words = name
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => ACRONYMS[w.toLowerCase()] ?? w.toLowerCase());
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A regular expression for a URL field: the protocols the schema allows, or any scheme. */
function urlPattern(schema: JsonSchema): [string, string] {
  const protocol = schema['x-protocol']?.replace(/^\^/, '').replace(/\$$/, '');
  if (protocol)
    return [
      `^(${protocol})://\\S+$`,
      `a full address starting with ${protocol === 'https' ? 'https://' : protocol === 'https?' ? 'https:// or http://' : `${protocol}://`}`,
    ];
  return ['^[A-Za-z][A-Za-z0-9+.-]*:\\S+$', 'a full address such as https://example.org/page'];
}

/** Fields of prose rather than a label: a multi-line box. */
const PROSE_NAMES = new Set([
  'note',
  'notes',
  'detail',
  'step_note',
  'avoid',
  'risk',
  'excerpt',
  'answer',
  'description',
  'summary',
  'intro',
  'text',
  'says',
]);
/** Dates stored as YYYY-MM-DD, picked in UTC so a date never shifts by a time zone. */
const DATE_OPTIONS = { format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true } as const;
/** JavaScript's safe-integer bounds: zod's int() adds them, they bound nothing an editor types. */
const isSafeBound = (n: number | undefined): n is number => n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER;

function stringField(base: Pick<DecapField, 'name' | 'label' | 'required'>, schema: JsonSchema): DecapField {
  const field: DecapField = {
    ...base,
    widget: PROSE_NAMES.has(base.name) || (schema.minLength ?? 0) >= 20 ? 'text' : 'string',
  };
  if (schema.format === 'uri') {
    field.pattern = urlPattern(schema);
  } else if (schema.pattern) {
    field.pattern = [schema.pattern, patternMessage(schema.pattern)];
  } else if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    const min = schema.minLength ?? 0;
    const max = schema.maxLength;
    field.pattern = [
      `^[\\s\\S]{${min},${max ?? ''}}$`,
      max === undefined
        ? `at least ${min} character${min === 1 ? '' : 's'}`
        : min === max
          ? `exactly ${min} characters`
          : `${min} to ${max} characters`,
    ];
  }
  if (typeof schema.default === 'string') field.default = schema.default;
  return field;
}

/** Plain words for the schemas' patterns (the regular expression itself is what Decap checks). */
function patternMessage(pattern: string): string {
  if (pattern === '^[a-z0-9]+(?:-[a-z0-9]+)*$') return 'lowercase letters, digits and single hyphens';
  if (pattern === '^\\/') return 'a path on this site, starting with /';
  if (pattern.startsWith('^P(')) return 'an ISO 8601 duration such as P30D';
  if (pattern.startsWith('^[A-Z]{6}')) return 'a SWIFT/BIC code: 8 or 11 letters and digits';
  if (pattern === '^[^\\s#]*$') return 'a heading id, without the # and without spaces';
  if (pattern.startsWith('^(\\/\\S*|#'))
    return 'a path on this site (/news/...), a #heading of this page or an https:// address';
  return `must match ${pattern}`;
}

/** What every field has, whatever its widget. */
type FieldBase = Pick<DecapField, 'name' | 'label' | 'required' | 'hint'>;

/**
 * One Decap field for one JSON Schema property, or undefined when Decap has no widget that can hold it (a map with
 * free keys): the caller lists those so the collection says where they are edited.
 */
export function decapField(name: string, schema: JsonSchema, required: boolean): DecapField | undefined {
  const base = {
    name,
    label: labelFor(name),
    ...(required ? {} : { required: false }),
    ...(schema.description ? { hint: schema.description } : {}),
  };

  if (schema.anyOf) return unionField(base, schema.anyOf);

  if (schema.enum)
    return {
      ...base,
      widget: 'select',
      options: schema.enum,
      ...(schema.default !== undefined ? { default: schema.default } : {}),
    };

  switch (schema.type) {
    case 'string':
      if (schema.format === 'date') return { ...base, widget: 'datetime', ...DATE_OPTIONS };
      return stringField(base, schema);
    case 'integer':
    case 'number': {
      const field: DecapField = { ...base, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float' };
      if (isSafeBound(schema.minimum)) field.min = schema.minimum;
      // Decap's bounds are inclusive: the next whole number for an integer, the bound itself otherwise (the build rejects it).
      else if (isSafeBound(schema.exclusiveMinimum))
        field.min = schema.type === 'integer' ? schema.exclusiveMinimum + 1 : schema.exclusiveMinimum;
      if (isSafeBound(schema.maximum)) field.max = schema.maximum;
      if (typeof schema.default === 'number') field.default = schema.default;
      return field;
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: typeof schema.default === 'boolean' ? schema.default : false };
    case 'array':
      return arrayField(base, schema);
    case 'object':
      return objectField(base, schema, required);
    default:
      throw new Error(`${name}: no Decap widget for JSON Schema type ${JSON.stringify(schema.type)}`);
  }
}

/** A union (JSON Schema anyOf): a nullable value, a date or a fixed word, or a choice of words. */
function unionField(base: FieldBase, anyOf: JsonSchema[]): DecapField | undefined {
  const nonNull = anyOf.filter((s) => s.type !== 'null');
  // Nullable: the value may be left empty.
  if (nonNull.length === 1) return decapField(base.name, nonNull[0], false);
  // A date or a fixed word ("not yet known"): a text field that takes either.
  const words = nonNull.filter((s) => s.const !== undefined).map((s) => String(s.const));
  const dates = nonNull.filter((s) => s.format === 'date');
  if (words.length + dates.length === nonNull.length && dates.length > 0) {
    const alternatives = ['\\d{4}-\\d{2}-\\d{2}', ...words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))];
    return {
      ...base,
      widget: 'string',
      pattern: [`^(${alternatives.join('|')})$`, `a date as YYYY-MM-DD, or ${words.map((w) => `"${w}"`).join(' or ')}`],
    };
  }
  if (words.length === nonNull.length) return { ...base, widget: 'select', options: words };
  throw new Error(`${base.name}: no Decap widget for this union`);
}

/** A list: a multiple select for fixed choices, a list of sub-forms for objects, else a list of single fields. */
function arrayField(base: FieldBase, schema: JsonSchema): DecapField {
  const { name } = base;
  const items = schema.items ?? {};
  const bounds = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  // A list of fixed choices: a multiple select.
  if (items.enum) {
    return {
      ...base,
      widget: 'select',
      multiple: true,
      options: items.enum,
      ...bounds,
      ...(Array.isArray(schema.default) && schema.default.length > 0 ? { default: schema.default } : {}),
    };
  }
  if (items.type === 'object') {
    const { fields } = decapFields(items);
    const titleField = fields.find((f) => f.widget === 'string');
    return {
      ...base,
      widget: 'list',
      collapsed: true,
      ...(titleField ? { summary: `{{fields.${titleField.name}}}` } : {}),
      ...bounds,
      fields,
    };
  }
  // A list of words (tags, purposes): typed one by one, each item checked like the schema's item.
  const item = decapField(singular(name), items, true);
  if (!item) throw new Error(`${name}: no Decap widget for its items`);
  return { ...base, widget: 'list', ...bounds, field: item };
}

/** An object: one sub-form, or undefined for a map with free keys. */
function objectField(base: FieldBase, schema: JsonSchema, required: boolean): DecapField | undefined {
  // A map with a fixed set of keys (z.partialRecord over an enum): one optional sub-form per key.
  if (!schema.properties && schema.propertyNames?.enum && typeof schema.additionalProperties === 'object') {
    const each = schema.additionalProperties;
    const fields = schema.propertyNames.enum
      .map((key) => decapField(String(key), each, false))
      .filter((f): f is DecapField => f !== undefined);
    return { ...base, widget: 'object', collapsed: true, fields };
  }
  // A map with free keys (z.record): no Decap widget holds one.
  if (!schema.properties) return undefined;
  const { fields } = decapFields(schema);
  if (required) return { ...base, widget: 'object', fields };
  // Decap checks an optional object's required fields even when the object is left out, so an entry without it
  // (a guide with no how-to) could not be saved: inside it nothing is required here, and the build checks it whole.
  return { ...base, widget: 'object', collapsed: true, hint: OPTIONAL_OBJECT_HINT, fields: fields.map(optional) };
}

export const OPTIONAL_OBJECT_HINT =
  'Optional. If you fill it in, fill in every field: the build checks them and names any missing.';

/** A field and everything inside it, with nothing required and no minimum count (see the optional object above). */
function optional(field: DecapField): DecapField {
  const { min: _min, ...rest } = field;
  return {
    ...(field.widget === 'list' ? rest : field),
    required: false,
    ...(field.fields ? { fields: field.fields.map(optional) } : {}),
    ...(field.field ? { field: optional(field.field) } : {}),
  };
}

function singular(name: string): string {
  return name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;
}

/** The fields of an object schema, in the schema's order, and the names of those no widget can hold. */
export function decapFields(schema: JsonSchema): { fields: DecapField[]; omitted: string[] } {
  const required = new Set(schema.required ?? []);
  const fields: DecapField[] = [];
  const omitted: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = decapField(name, property, required.has(name));
    if (field) fields.push(field);
    else omitted.push(name);
  }
  return { fields, omitted };
}

/**
 * The Markdown body under the frontmatter, edited as text in a plain labelled text box: Decap's markdown widget
 * rewrites Markdown it did not write, and its editor (an unlabelled role=textbox, a toolbar of nested buttons and
 * an unlabelled switch) fails axe (docs/cms-accessibility.md).
 */
const BODY: DecapField = {
  name: 'body',
  label: 'Body',
  widget: 'text',
  hint: 'Markdown: ## for a heading, - for a list item, [words](https://...) for a link.',
};

/**
 * Every collection's editor without Decap's preview pane: it is an unnamed frame with none of the site's styles, and
 * beside the form it makes the editor 800 px wide (a phone scrolls sideways). The built page is the preview.
 */
const EDITOR = { editor: { preview: false } } as const;

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

function folderCollection(options: FolderCollectionOptions) {
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
function listFile(name: string, label: string, file: string, schema: z.ZodType, description: string, summary: string) {
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
const translationNote = (section: string) =>
  `Thai translations of the ${section} guides, at /th/${section}/{file name}/. Name the file as the English guide (content/${section}/{file name}.md). ` +
  'Each records the English it was translated from (a stamp this form does not show): when the English changes, the build fails, naming the translation and showing the English changes, until the Thai is brought up to date and re-stamped with npm run translations:stamp -- content/th/' +
  `${section}/{file name}.md, which also sets Translated from. A new translation needs that stamp too. ` +
  'Thai terms: docs/thai-glossary.md.';

const guideNote =
  'Every guide names at least one official source (a Thai government page, a public body or the institution itself); the build refuses one that does not, naming the file.';

/** News posts: the post's category is one of the site's news categories; the hero image lives beside the post. */
function newsCollection() {
  return folderCollection({
    name: 'news',
    label: 'News posts',
    folder: 'content/news',
    schema: z.object(newsFields),
    description: 'News posts, published at /news/{date}/{file name}/. A hero image is stored beside the post.',
    // The post's category: one of the site's news categories (src/lib/news/categories.ts); the schema checks the id's form.
    replace: { category: { widget: 'select', options: newsCategories.map((c) => c.id), pattern: undefined } },
    // hero_image and hero_alt are declared with Astro's image() in src/content.config.ts, outside the shared schemas.
    extraFields: [
      {
        name: 'hero_image',
        label: 'Hero image',
        widget: 'image',
        required: false,
        choose_url: false,
        hint: 'Stored beside the post.',
      },
      {
        name: 'hero_alt',
        label: 'Hero image description',
        widget: 'string',
        required: false,
        hint: 'Required when there is a hero image: what the picture shows, for screen readers.',
      },
    ],
    // Images land beside the post, as the build's image() expects.
    extra: { media_folder: '', public_folder: '' },
  });
}

/** The visa or business guides: one schema, one folder each. */
const hubGuides = (name: 'visa' | 'business', label: string) =>
  folderCollection({
    name,
    label,
    folder: `content/${name}`,
    schema: hubGuideSchema,
    description: `${label}, published at /${name}/{file name}/. ${guideNote}`,
  });

/** The English guides of the sections, each published under its section. */
function guideCollections() {
  return [
    hubGuides('visa', 'Visa guides'),
    hubGuides('business', 'Business guides'),
    folderCollection({
      name: 'property',
      label: 'Property guides',
      folder: 'content/property',
      schema: propertyArticleSchema,
      description: `Property guides, at /property/{file name}/. ${guideNote}`,
    }),
    folderCollection({
      name: 'banking',
      label: 'Banking guides',
      folder: 'content/banking',
      schema: bankingArticleSchema,
      description: `Banking guides, at /banking/{file name}/. Give a description or a summary. ${guideNote}`,
    }),
    folderCollection({
      name: 'insurance_articles',
      label: 'Insurance guides',
      folder: 'content/insurance/articles',
      schema: insuranceArticleSchema,
      description: `Insurance guides, at /insurance/{file name}/. ${guideNote}`,
    }),
  ];
}

/** The English pages outside the guide lists: insurance pages and hub, the insurance sections, leisure, section hubs. */
function pageCollections() {
  return [
    folderCollection({
      name: 'insurance_pages',
      label: 'Insurance pages',
      folder: 'content/insurance',
      schema: insuranceArticleSchema,
      create: false,
      description: `Insurance pages outside the guide list (the official resources page). ${guideNote}`,
    }),
    folderCollection({
      name: 'insurance_hub',
      label: 'Insurance hub',
      folder: 'content/insurance/hub',
      schema: z.object(insuranceHubFields),
      create: false,
      description: 'The insurance hub page.',
    }),
    folderCollection({
      name: 'insurance_sections',
      label: 'Insurance sections',
      folder: 'content/insurance/sections',
      schema: z.object(insuranceSectionFields),
      format: 'yaml',
      create: false,
      identifierField: 'intro',
      extra: { summary: '{{filename}}' },
      description: "The insurance pages' steps, costs, pitfalls, sources and questions, one file per page.",
    }),
    folderCollection({
      name: 'leisure',
      label: 'Leisure activities',
      folder: 'content/leisure',
      schema: z.object(leisureActivityFields),
      description:
        'Leisure activities, at /leisure/{file name}/. Sources: at least one official source (a park, a museum, a tourism authority).',
    }),
    folderCollection({
      name: 'hubs',
      label: 'Section hubs',
      folder: 'content/hubs',
      schema: hubExtrasSchema,
      format: 'yaml',
      create: false,
      identifierField: 'quick_links',
      extra: { summary: '{{filename}}' },
      description:
        'What each section hub shows besides its guide cards: key facts, links, official portals, steps and questions. One file per section.',
    }),
  ];
}

/** The Thai translations of the guides and the section hubs, each stamped with the English it was made from. */
function thaiCollections() {
  return [
    ...(['visa', 'business', 'property', 'banking'] as const).map((section) =>
      folderCollection({
        name: `th_${section}`,
        label: `Thai: ${section} guides`,
        folder: `content/th/${section}`,
        schema: translatedGuideSchema(
          {
            visa: hubGuideSchema,
            business: hubGuideSchema,
            property: propertyArticleSchema,
            banking: bankingArticleSchema,
          }[section],
        ),
        description: translationNote(section),
        hidden: ['translation_stamp'],
      }),
    ),
    folderCollection({
      name: 'th_hubs',
      label: 'Thai: section hubs',
      folder: 'content/th/hubs',
      schema: translatedHubSchema,
      format: 'yaml',
      create: false,
      identifierField: 'quick_links',
      extra: { summary: '{{filename}}' },
      description:
        "The Thai section hubs' blocks (/th/{section}/): the same keys and links as the English file in content/hubs/, in Thai. " +
        'Each records the English it was translated from (a stamp this form does not show): when the English file changes, the build fails until the Thai is brought up to date and re-stamped with npm run translations:stamp -- content/th/hubs/{file name}.yaml.',
      hidden: ['translation_stamp'],
    }),
  ];
}

/** The Thai wording and names the tools read. */
function thaiDataFiles() {
  return {
    name: 'th_data',
    label: 'Thai: stay calculator wording, rule texts and nationalities',
    ...EDITOR,
    format: LIST_FILE_FORMAT,
    extension: 'yaml',
    description:
      'The Thai wording of the stay calculator (/th/visa/stay-calculator/). The build fails when its ids or {placeholders} differ from the English file.',
    files: [
      listFile(
        'th_stay_texts',
        'Thai stay calculator wording',
        'content/th/visa-rules/stay-texts.yaml',
        stayTextSchema,
        'The same ids as the English wording (content/visa-rules/stay-texts.yaml); keep every {name} placeholder as it is, untranslated.',
        '{{fields.id}}',
      ),
      listFile(
        'th_rule_texts',
        'Thai rule texts',
        'content/th/visa-rules/rule-texts.yaml',
        ruleTextSchema,
        'What each rule the stay calculator reads (content/visa-rules/rules.yaml) and each nationality record says, in Thai: the same ids and the same figures (days, THB, percentages), which a test compares. Change a rule in English first.',
        '{{fields.id}}',
      ),
      listFile(
        'th_comparator_rule_texts',
        'Thai plan comparator rule texts',
        'content/th/visa-rules/comparator-rule-texts.yaml',
        ruleTextSchema,
        'What each rule the plan comparator checks plans against (content/visa-rules/rules.yaml, tools: [plan-comparator]) says, in Thai: the same ids and the same figures (THB, USD), which a test compares. Change a rule in English first.',
        '{{fields.id}}',
      ),
      listFile(
        'th_countries',
        'Thai nationality names',
        'content/th/visa-rules/countries.yaml',
        countrySchema,
        'The nationalities in Thai: the same ids as content/visa-rules/countries.yaml, standard Thai short names.',
        '{{fields.name}}',
      ),
    ],
  };
}

/** The records the tools read: plans, banks, rules, nationalities and the stay calculator's wording. */
function dataFiles() {
  return {
    name: 'data',
    label: 'Plans, banks and rules',
    ...EDITOR,
    format: LIST_FILE_FORMAT,
    extension: 'yaml',
    description:
      'Records the tools read. Saving one of these files rewrites it from the form, so the files carry no comments: the notes on where the figures come from and how the records are read are in docs/content-notes.md.',
    files: [
      listFile(
        'insurance_plans',
        'Insurance plans',
        'content/insurance/plans.yaml',
        insurancePlanSchema,
        'Health insurance plans as the insurer states them. A premium table only with its source and the date it was read.',
        '{{fields.provider}}: {{fields.name}}',
      ),
      listFile(
        'banks',
        'Bank cards',
        'content/banking/banks.yaml',
        bankSchema,
        "The major banks' reference cards on /banking/.",
        '{{fields.name}}',
      ),
      listFile(
        'stay_rules',
        'Rule records',
        'content/visa-rules/rules.yaml',
        stayRuleSchema,
        'Dated rules the stay calculator and the other tools read.',
        '{{fields.id}} ({{fields.status}})',
      ),
      listFile(
        'nationalities',
        'Nationality records',
        'content/visa-rules/nationalities.yaml',
        nationalityRecordSchema,
        'Which nationalities are on which list, with what the list gives.',
        '{{fields.id}} ({{fields.status}})',
      ),
      listFile(
        'countries',
        'Nationalities offered',
        'content/visa-rules/countries.yaml',
        countrySchema,
        'The nationalities the stay calculator offers (ids used by the nationality records).',
        '{{fields.name}}',
      ),
      listFile(
        'stay_texts',
        'Stay calculator wording',
        'content/visa-rules/stay-texts.yaml',
        stayTextSchema,
        "The stay calculator's wording; {name} marks a value filled in.",
        '{{fields.id}}',
      ),
    ],
  };
}

/** The whole configuration. `backendUrl` is decap-server's API (npm run cms starts it on 127.0.0.1:8081, this machine only). */
export function cmsConfig(backendUrl = 'http://127.0.0.1:8081/api/v1') {
  const collections = [
    newsCollection(),
    ...guideCollections(),
    ...pageCollections(),
    ...thaiCollections(),
    thaiDataFiles(),
    dataFiles(),
  ];
  return {
    // decap-server on this machine (npm run cms) reads and writes the files in the working copy; no login, no hosted service.
    backend: { name: 'proxy', proxy_url: backendUrl, branch: 'main' },
    local_backend: { url: backendUrl },
    // Only the news hero images have their own folder (beside the post); an image dropped into a guide's body lands here.
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    // Nothing saved is published until it is committed and built: no editorial workflow branches.
    publish_mode: 'simple',
    site_url: '/',
    display_url: '/',
    collections,
  };
}

export const CONFIG_PATH = 'public/admin/config.yml';

const HEADER = `# GENERATED by \`npm run cms:config\` from the zod schemas in src/lib/content/schemas.ts (scripts/cms-config.ts).
# Do not edit: change the schema, then run npm run cms:config. A test fails when this file and the schemas differ.
`;

export function cmsConfigYaml(backendUrl?: string): string {
  return HEADER + stringify(cmsConfig(backendUrl), { lineWidth: 0, aliasDuplicateObjects: false });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = path.resolve(CONFIG_PATH);
  const text = cmsConfigYaml();
  if (process.argv.includes('--check')) {
    const current = readFileSync(target, 'utf8');
    if (current !== text) {
      console.error(`${CONFIG_PATH} differs from what the schemas give: run npm run cms:config`);
      process.exit(1);
    }
    console.log(`${CONFIG_PATH} matches the schemas`);
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${CONFIG_PATH}`);
  }
}
