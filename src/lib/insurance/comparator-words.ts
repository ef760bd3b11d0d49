/**
 * The words the plan comparator island shows, as a page passes them (English from src/i18n/en/comparator.ts,
 * Thai from src/i18n/th/comparator.ts): the island holds no dictionary, so a language costs its bundle nothing.
 */
import type { ComparedPlan, ReasonWords, Verdict } from './plans.ts';

/** The visas a plan's verdicts name, by their short codes ("O-A: meets the figures"): the same in every language. */
export const verdictVisaCodes: Readonly<Record<Verdict['visa'], string>> = { 'non-immigrant': 'O-A', ltr: 'LTR' };

/** The comparator's words, from the page. `{n}`, `{m}`, `{age}`, `{name}` and `{visits}` are filled in. */
export interface ComparatorWords {
  filters: string;
  visa: string;
  visaOptions: [value: string, label: string][];
  minCoverage: string;
  maxDeductible: string;
  age: string;
  mustInclude: string;
  features: [key: 'directBilling' | 'dental' | 'maternity', label: string][];
  featureHint: string;
  sortBy: string;
  sortOptions: [value: string, label: string][];
  loading: string;
  count: string;
  hidden: string;
  refused: string;
  noMatch: string;
  errorTitle: string;
  errorText: string;
  /** Column headings: the plan (with its compare button), then one per cell (see `cells`). */
  plan: string;
  columns: string[];
  /** Included, not included, not stated. */
  status: [string, string, string];
  basis: Record<ComparedPlan['limit_basis'], string>;
  noOutpatient: string;
  perVisit: string;
  verdictVisa: Record<string, string>;
  meets: string;
  fails: string;
  abroadOnly: string;
  renewalRule: { label: string; url: string };
  quote: string;
  from: string;
  ages: string;
  period: Record<'annual' | 'monthly', string>;
  indicative: string;
  rates: string;
  source: string;
  checked: string;
  compare: string;
  remove: string;
  drawer: string;
  comparing: string;
  field: string;
  close: string;
  /** A baht amount: `{n}` the grouped figure ("THB {n}", "{n} บาท"). */
  thb: string;
  /**
   * What the page writes for a value the API gives in English or as YYYY-MM-DD: each verdict reason its plans have
   * (worded from the reason's data, `why`, keyed by the API's English text of it) and each source and rate date. The
   * page words the structured reasons, so the island carries no phrasing code; a value not in it (the English page
   * passes none) shows as the API gives it.
   */
  apiTexts: Record<string, string>;
}

/** The comparator page's words in one language: the island's, the notices around it and the rules section. */
export interface ComparatorPageWords {
  title: string;
  /** The one line under the title that says what the tool answers. */
  lead: string;
  description: string;
  /** The island's words; the renewal rule's link comes from the rule record. */
  island: Omit<ComparatorWords, 'renewalRule' | 'thb' | 'apiTexts'> & { renewalRuleLabel: string };
  /** How the verdict reasons and amounts are worded. */
  reasons: ReasonWords;
  /** Where set, the locale the plans' dates are written in (else YYYY-MM-DD). */
  dateLocale?: string;
  /** `{rate}`: baht per US dollar. */
  disclaimer: { label: string; summary: string; text: string };
  /** The text, then a link to the contact form, then what follows it. */
  premiums: { label: string; text: string; link: string; after: string };
  benefits: { label: string; text: string };
  /** `{max}`: the default maximum deductible; then a link to the worked example and what follows it. */
  noscript: { text: string; link: string; after: string };
  /** The worked example's place when no plan has a per-visit cap to show. */
  noExample: string;
  /** `{plan}`, `{stated}`, `{perVisit}`, `{visits}`, `{reason}`. */
  workedExample: string;
  rulesTitle: string;
  /** The text, a link to the insurance-for-visas guide, then what follows it. */
  rulesText: { text: string; link: string; after: string };
  /** Before a rule's check date. */
  checked: string;
  official: string;
}
