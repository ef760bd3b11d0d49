/**
 * A zod schema as the content editor's fields: zod's JSON Schema of it (`jsonSchemaOf`) mapped to Decap CMS widgets
 * (`decapFields`), with field names, required fields, enumerations, dates, bounds and patterns kept.
 */
import { z } from 'zod';

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
