/**
 * The content editor's configuration comes from the zod schemas: one test per kind of field (each from a small zod
 * schema, the expected Decap field written out by hand from Decap's widget documentation), the collections the
 * editors need, and the committed public/admin/config.yml being exactly what the schemas give today.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, parse } from 'yaml';
import { z } from 'zod';
import { CONFIG_PATH, LIST_FILE_FIELD, LIST_FILE_FORMAT, cmsConfig, cmsConfigYaml } from './cms-config.ts';
import { OPTIONAL_OBJECT_HINT, decapFields, jsonSchemaOf, labelFor, type DecapField } from './lib/cms/fields.ts';
import {
  bankSchema,
  hubGuideSchema,
  insurancePlanSchema,
  newsFields,
  propertyArticleSchema,
  stayRuleSchema,
} from '../src/lib/content/schemas.ts';

/** The Decap fields of a one-off object schema. */
const fieldsOf = (shape: z.ZodRawShape) => decapFields(jsonSchemaOf(z.object(shape)));
const only = (shape: z.ZodRawShape): DecapField => {
  const { fields } = fieldsOf(shape);
  expect(fields).toHaveLength(1);
  return fields[0];
};
const DATE = {
  widget: 'datetime',
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
};

describe('one Decap field per kind of zod field', () => {
  it('a short string: a one-line string, its minimum length as a pattern', () => {
    expect(only({ title: z.string().trim().min(5) })).toEqual({
      name: 'title',
      label: 'Title',
      widget: 'string',
      pattern: ['^[\\s\\S]{5,}$', 'at least 5 characters'],
    });
  });

  it('a string with a length range: both bounds in the pattern', () => {
    expect(only({ seo_title: z.string().min(5).max(70) }).pattern).toEqual(['^[\\s\\S]{5,70}$', '5 to 70 characters']);
  });

  it('prose (20 characters or more, or a prose name such as summary): a multi-line text box', () => {
    expect(only({ intro: z.string().min(20) }).widget).toBe('text');
    expect(only({ notes: z.string() }).widget).toBe('text');
  });

  it('a string with a regular expression: that expression, in plain words', () => {
    expect(only({ id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) })).toEqual({
      name: 'id',
      label: 'ID',
      widget: 'string',
      pattern: ['^[a-z0-9]+(?:-[a-z0-9]+)*$', 'lowercase letters, digits and single hyphens'],
    });
  });

  it('a URL: a pattern taking only the protocols the schema allows', () => {
    const either = only({ url: z.url({ protocol: /^https?$/ }) });
    expect(either.pattern).toEqual(['^(https?)://\\S+$', 'a full address starting with https:// or http://']);
    const pattern = new RegExp(either.pattern![0]);
    expect(pattern.test('https://www.immigration.go.th/')).toBe(true);
    expect(pattern.test('http://www.immigration.go.th/')).toBe(true);
    expect(pattern.test('ftp://example.org/')).toBe(false);
    expect(pattern.test('www.immigration.go.th')).toBe(false);
    const httpsOnly = new RegExp(only({ website: z.url({ protocol: /^https$/ }) }).pattern![0]);
    expect(httpsOnly.test('https://www.bot.or.th/')).toBe(true);
    expect(httpsOnly.test('http://www.bot.or.th/')).toBe(false);
    // z.url() with no protocol takes any scheme.
    expect(only({ map_url: z.url() }).pattern![0]).toBe('^[A-Za-z][A-Za-z0-9+.-]*:\\S+$');
  });

  it('a date (z.coerce.date): a date picker writing YYYY-MM-DD', () => {
    expect(only({ last_reviewed: z.coerce.date() })).toEqual({
      name: 'last_reviewed',
      label: 'Last reviewed',
      ...DATE,
    });
  });

  it('a date or a fixed word (effective: a date or "not yet known"): a text field taking either', () => {
    const field = only({ effective: z.union([z.coerce.date(), z.literal('not yet known')]) });
    expect(field.widget).toBe('string');
    const pattern = new RegExp(field.pattern![0]);
    expect(pattern.test('2024-07-15')).toBe(true);
    expect(pattern.test('not yet known')).toBe(true);
    expect(pattern.test('soon')).toBe(false);
  });

  it('an integer: a number field of whole numbers with its bounds (a positive integer starts at 1)', () => {
    expect(only({ max_entry_age: z.number().int().min(0).max(120) })).toEqual({
      name: 'max_entry_age',
      label: 'Max entry age',
      widget: 'number',
      value_type: 'int',
      min: 0,
      max: 120,
    });
    expect(only({ read_time: z.number().int().positive() }).min).toBe(1);
    // int() alone adds JavaScript's safe-integer bounds, which bound nothing an editor types.
    expect(only({ order: z.number().int() })).toEqual({
      name: 'order',
      label: 'Order',
      widget: 'number',
      value_type: 'int',
    });
  });

  it('a number with decimals: value_type float', () => {
    expect(only({ deductible: z.number().nonnegative() })).toEqual({
      name: 'deductible',
      label: 'Deductible',
      widget: 'number',
      value_type: 'float',
      min: 0,
    });
  });

  it('a nullable number: the same field, not required', () => {
    expect(only({ outpatient_limit: z.number().nonnegative().nullable() })).toMatchObject({
      widget: 'number',
      required: false,
      min: 0,
    });
  });

  it('a boolean: a switch with the schema default', () => {
    expect(only({ featured: z.boolean().default(true) })).toEqual({
      name: 'featured',
      label: 'Featured',
      widget: 'boolean',
      required: false,
      default: true,
    });
  });

  it('an enumeration: a select of exactly its values', () => {
    expect(only({ status: z.enum(['in-force', 'approved', 'proposed']) })).toEqual({
      name: 'status',
      label: 'Status',
      widget: 'select',
      options: ['in-force', 'approved', 'proposed'],
    });
  });

  it('a list of enumeration values: a multiple select with its minimum and default', () => {
    expect(
      only({
        tools: z
          .array(z.enum(['a', 'b']))
          .min(1)
          .default(['a']),
      }),
    ).toEqual({
      name: 'tools',
      label: 'Tools',
      required: false,
      widget: 'select',
      multiple: true,
      options: ['a', 'b'],
      min: 1,
      default: ['a'],
    });
  });

  it('a list of words: a list of one-line fields, each checked like the schema item', () => {
    expect(only({ tags: z.array(z.string().min(1)).default([]) })).toEqual({
      name: 'tags',
      label: 'Tags',
      required: false,
      widget: 'list',
      field: { name: 'tag', label: 'Tag', widget: 'string', pattern: ['^[\\s\\S]{1,}$', 'at least 1 character'] },
    });
  });

  it('a list of records (sources, steps, FAQ): a list of sub-forms with its minimum, each item summarised by its first line', () => {
    const field = only({ sources: z.array(z.object({ title: z.string(), url: z.url() })).min(1) });
    expect(field).toMatchObject({ widget: 'list', min: 1, collapsed: true, summary: '{{fields.title}}' });
    expect(field.fields?.map((f) => [f.name, f.widget, f.required ?? true])).toEqual([
      ['title', 'string', true],
      ['url', 'string', true],
    ]);
  });

  it('an object: a sub-form with its required fields', () => {
    const field = only({ cost: z.object({ currency: z.string().length(3), min: z.number() }) });
    expect(field).toEqual({
      name: 'cost',
      label: 'Cost',
      widget: 'object',
      fields: [
        { name: 'currency', label: 'Currency', widget: 'string', pattern: ['^[\\s\\S]{3,3}$', 'exactly 3 characters'] },
        { name: 'min', label: 'Min', widget: 'number', value_type: 'float' },
      ],
    });
  });

  it('an optional object: folded, and nothing inside required (Decap would demand them even with the object left out; the build checks them)', () => {
    const field = only({
      howto: z.object({ total_time: z.string(), steps: z.array(z.object({ name: z.string() })).min(2) }).optional(),
    });
    expect(field).toMatchObject({ widget: 'object', required: false, collapsed: true, hint: OPTIONAL_OBJECT_HINT });
    expect(field.fields?.map((f) => [f.name, f.required, f.min])).toEqual([
      ['total_time', false, undefined],
      ['steps', false, undefined],
    ]);
    expect(field.fields?.[1].fields?.map((f) => [f.name, f.required])).toEqual([['name', false]]);
  });

  it('a map over a fixed set of keys (z.partialRecord over an enum): one optional sub-form per key', () => {
    const field = only({
      quiz_notes: z.partialRecord(z.enum(['tourism', 'work']), z.object({ text: z.string() })).default({}),
    });
    expect(field.widget).toBe('object');
    expect(field.fields?.map((f) => [f.name, f.required])).toEqual([
      ['tourism', false],
      ['work', false],
    ]);
  });

  it('a map with free keys (z.record): no widget, named so the collection says it is edited in the file', () => {
    const { fields, omitted } = fieldsOf({ id: z.string(), values: z.record(z.string(), z.number()) });
    expect(fields.map((f) => f.name)).toEqual(['id']);
    expect(omitted).toEqual(['values']);
  });

  it('required follows the schema: optional and defaulted fields are not required, the others are', () => {
    const { fields } = fieldsOf({ a: z.string(), b: z.string().optional(), c: z.string().default('x') });
    expect(fields.map((f) => [f.name, f.required ?? true])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ]);
  });

  it('labels read as words', () => {
    expect(labelFor('source_url')).toBe('Source URL');
    expect(labelFor('last_reviewed')).toBe('Last reviewed');
    expect(labelFor('faq')).toBe('FAQ');
  });
});

describe('the configuration', () => {
  const config = cmsConfig();
  type Collection = (typeof config.collections)[number];
  const collection = (name: string) =>
    config.collections.find((c) => c.name === name) as Collection & {
      fields?: DecapField[];
      files?: { name: string; file: string; fields: DecapField[] }[];
    };
  const names = (fields: DecapField[] | undefined) => (fields ?? []).map((f) => f.name);

  it('has every collection an editor touches', () => {
    expect(config.collections.map((c) => c.name)).toEqual([
      'news',
      'visa',
      'business',
      'property',
      'banking',
      'insurance_articles',
      'insurance_pages',
      'insurance_hub',
      'insurance_sections',
      'leisure',
      'hubs',
      'th_visa',
      'th_business',
      'th_property',
      'th_banking',
      'th_hubs',
      'th_data',
      'data',
    ]);
    expect(collection('th_data').files?.map((f) => f.file)).toEqual([
      'content/th/visa-rules/stay-texts.yaml',
      'content/th/visa-rules/rule-texts.yaml',
      'content/th/visa-rules/comparator-rule-texts.yaml',
      'content/th/visa-rules/countries.yaml',
    ]);
    expect(collection('data').files?.map((f) => f.file)).toEqual([
      'content/insurance/plans.yaml',
      'content/banking/banks.yaml',
      'content/visa-rules/rules.yaml',
      'content/visa-rules/nationalities.yaml',
      'content/visa-rules/countries.yaml',
      'content/visa-rules/stay-texts.yaml',
    ]);
  });

  it("gives each collection the schema's field names, in the schema's order, and a Markdown body", () => {
    expect(names(collection('news').fields)).toEqual([...Object.keys(newsFields), 'hero_image', 'hero_alt', 'body']);
    expect(names(collection('visa').fields)).toEqual([...Object.keys(hubGuideSchema.shape), 'body']);
    // The body is a labelled text box of Markdown, and no collection has Decap's preview pane (docs/cms-accessibility.md).
    expect(collection('visa').fields!.at(-1)).toMatchObject({ name: 'body', widget: 'text' });
    for (const c of config.collections) expect(c, c.name).toMatchObject({ editor: { preview: false } });
  });

  it('edits the list files (plans, banks, rules) as a list of records, read and written whole by the yaml-list format', () => {
    expect(collection('data')).toMatchObject({ format: LIST_FILE_FORMAT });
    const plans = collection('data').files!.find((f) => f.name === 'insurance_plans')!;
    expect(plans.fields).toHaveLength(1);
    expect(plans.fields[0]).toMatchObject({ name: LIST_FILE_FIELD, widget: 'list' });
    expect(names(plans.fields[0].fields)).toEqual(Object.keys(insurancePlanSchema.shape));
    const premiums = plans.fields[0].fields!.find((f) => f.name === 'premiums')!;
    expect(premiums).toMatchObject({ widget: 'object', required: false });
    // Inside the optional premium table nothing is required (the build checks the table whole: bands, their source and date).
    expect(premiums.fields!.find((f) => f.name === 'bands')).toMatchObject({ widget: 'list', required: false });
    const banks = collection('data').files!.find((f) => f.name === 'banks')!;
    expect(names(banks.fields[0].fields)).toEqual(Object.keys(bankSchema.shape));
    // A rule record's figures (values) have no widget: the file says where they are edited.
    const rules = collection('data').files!.find((f) => f.name === 'stay_rules')!;
    expect(names(rules.fields[0].fields)).toEqual(Object.keys(stayRuleSchema.shape).filter((k) => k !== 'values'));
    expect((rules as unknown as { description: string }).description).toContain('Edited in the file, not here: values');
  });

  it('edits the Thai translations with the English fields plus translated_from, a required date, and keeps their stamp unseen', () => {
    expect(collection('th_visa')).toMatchObject({ folder: 'content/th/visa', format: 'frontmatter', create: true });
    expect(names(collection('th_visa').fields)).toEqual([
      ...Object.keys(hubGuideSchema.shape),
      'translated_from',
      'translation_stamp',
      'body',
    ]);
    expect(names(collection('th_property').fields)).toEqual([
      ...Object.keys(propertyArticleSchema.shape),
      'translated_from',
      'translation_stamp',
      'body',
    ]);
    for (const section of ['visa', 'business', 'property', 'banking']) {
      const fields = collection(`th_${section}`).fields!;
      expect(
        fields.find((f) => f.name === 'translated_from'),
        section,
      ).toEqual({ name: 'translated_from', label: 'Translated from', ...DATE });
      // Written by npm run translations:stamp: a hidden field is neither shown nor checked, and saved as it was loaded.
      expect(
        fields.find((f) => f.name === 'translation_stamp'),
        section,
      ).toEqual({
        name: 'translation_stamp',
        label: 'Translation stamp',
        widget: 'hidden',
        required: false,
      });
      expect((collection(`th_${section}`) as unknown as { description: string }).description).toContain(
        `npm run translations:stamp -- content/th/${section}/{file name}.md`,
      );
    }
    expect(collection('th_hubs')).toMatchObject({ folder: 'content/th/hubs', format: 'yaml', create: false });
    expect(collection('th_hubs').fields!.find((f) => f.name === 'translation_stamp')).toMatchObject({
      widget: 'hidden',
      required: false,
    });
  });

  it('edits only files without YAML comments, which a save would drop (the notes are in docs/content-notes.md)', () => {
    // Every file a collection of the configuration reads: a folder's files with its extension, or the listed files.
    const edited = config.collections.flatMap((c) => {
      const { folder, extension, files } = c as { folder?: string; extension?: string; files?: { file: string }[] };
      if (files) return files.map((f) => f.file);
      return readdirSync(folder!)
        .filter((name) => name.endsWith(`.${extension}`))
        .map((name) => path.join(folder!, name));
    });
    // The listing read the folders too (which entries there are is the editors' business: no slug is pinned).
    expect(edited).toContain('content/insurance/plans.yaml');
    expect(edited.filter((file) => file.startsWith('content/th/') && file.endsWith('.md')).length).toBeGreaterThan(0);
    const commented = edited.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      // A Markdown file: only its frontmatter is YAML (a "#" in the body is a heading).
      const yaml = file.endsWith('.md') ? (/^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? '') : text;
      const comments = [...new Lexer().lex(yaml)].filter((token) => token.startsWith('#'));
      return comments.map((comment) => `${file}: ${comment}`);
    });
    expect(commented).toEqual([]);
  });

  it('finds a comment where a save would drop it', () => {
    const tokens = [...new Lexer().lex('# a note\n- id: a # trailing\n  text: "# not a comment"\n')].filter((t) =>
      t.startsWith('#'),
    );
    expect(tokens).toEqual(['# a note', '# trailing']);
  });

  it('stores a news hero image beside its post', () => {
    expect(collection('news')).toMatchObject({ media_folder: '', public_folder: '' });
    expect(collection('news').fields!.find((f) => f.name === 'hero_image')).toMatchObject({
      widget: 'image',
      required: false,
    });
  });

  it('is the committed public/admin/config.yml (run npm run cms:config after changing a schema)', () => {
    const committed = readFileSync(CONFIG_PATH, 'utf8');
    expect(committed).toBe(cmsConfigYaml());
    expect(parse(committed)).toEqual(JSON.parse(JSON.stringify(config)));
  });
});
