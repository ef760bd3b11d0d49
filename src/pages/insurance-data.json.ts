import type { APIRoute } from 'astro';
import { getInsuranceHub, getInsuranceSections } from '../lib/content/content.ts';
import { jsonResponse } from '../lib/shared/json-response.ts';
import { isoDay } from '../lib/site/routes.ts';

/** Hub record (slug "index") plus one record of content sections per slug. */
export const GET: APIRoute = async () => {
  const hub = await getInsuranceHub();
  const sections = (await getInsuranceSections()).map((s) => ({ ...s, updated: isoDay(s.updated) }));
  return jsonResponse([...(hub ? [hub] : []), ...sections.map((s) => ({ slug: s.slug, sections: s }))]);
};
