/** The content editor's collections: news, the guides of every section, the pages, the Thai translations, the data files. */
import { z } from 'zod';
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
} from '../../../src/lib/content/schemas.ts';
import { newsCategories } from '../../../src/lib/news/categories.ts';
import {
  EDITOR,
  LIST_FILE_FORMAT,
  folderCollection,
  guideNote,
  listFile,
  translationNote,
} from './collection-kinds.ts';

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

/** Every collection, in the editor's order. */
export function collections() {
  return [
    newsCollection(),
    ...guideCollections(),
    ...pageCollections(),
    ...thaiCollections(),
    thaiDataFiles(),
    dataFiles(),
  ];
}
