/**
 * The plan comparator page's words in a language, and the island's props built from them: the page words each
 * verdict reason its plans have from the reason's data, and writes the plans' dates, so the island shows them
 * without a dictionary or phrasing code (a language costs its bundle no bytes).
 */
import type { ComparatorPageWords, ComparatorWords } from '../lib/insurance/comparator-words.ts';
import { describeReason, type ComparedPlan } from '../lib/insurance/plans.ts';
import { formatDay } from '../lib/shared/format.ts';
import { dictionaries, type Locale } from './index.ts';

export const comparatorWords = (locale: Locale): ComparatorPageWords => dictionaries[locale].comparator;

/** The island's words for `plans`. English keeps the API's reason text and YYYY-MM-DD dates as they are. */
export function comparatorIslandWords(
  locale: Locale,
  plans: readonly ComparedPlan[],
  renewalRuleUrl: string,
): ComparatorWords {
  const page = comparatorWords(locale);
  const { renewalRuleLabel, ...island } = page.island;
  const words: ComparatorWords = {
    ...island,
    renewalRule: { label: renewalRuleLabel, url: renewalRuleUrl },
    thb: page.reasons.thb,
    apiTexts: {},
  };
  if (locale === 'en') return words;
  const reasons = plans.flatMap((p) => p.verdicts).map((v) => [v.reason, describeReason(v.why, page.reasons)]);
  const { dateLocale } = page;
  const days = plans.flatMap((p) => [p.last_verified, ...(p.premium ? [p.premium.as_of] : [])]);
  const dates = dateLocale ? days.map((d) => [d, formatDay(d, dateLocale, 'short')]) : [];
  words.apiTexts = Object.fromEntries([...reasons, ...dates]);
  return words;
}
