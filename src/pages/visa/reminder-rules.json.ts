/**
 * /visa/reminder-rules.json: for each kind of deadline reminder, a fingerprint of the rule records its date rests
 * on, the day they were last checked, the rule it quotes (in English and, where the rule has one, in Thai) and its guide (src/lib/reminders/rules.ts). The reminder
 * sender reads the built file at run time and compares the fingerprint with the one stored at subscription.
 */
import type { APIRoute } from 'astro';
import { getNationalityRecords, getRulesFor } from '../../lib/content/content.ts';
import { reminderRules } from '../../lib/reminders/rules.ts';
import { jsonResponse } from '../../lib/shared/json-response.ts';
import { getThaiRuleTexts } from '../../i18n/content.ts';

export const GET: APIRoute = async () =>
  jsonResponse(
    reminderRules([...(await getRulesFor('stay-calculator')), ...(await getNationalityRecords())], {
      th: await getThaiRuleTexts(),
    }),
  );
