/**
 * One page of every type the site has, derived from the section model: for
 * each section its hub and its first guide (from the section's own JSON
 * index), plus the pages outside the sections. Suites that check every page
 * type (accessibility, CSP, JavaScript off, layout shift) and the Lighthouse benchmark take their list here.
 */
import { sections } from '../../src/lib/site/sections.ts';
import { firstGuidePathOf } from './first-guide.ts';

/** The path of a section's first guide, read from its JSON index. */
async function firstGuidePath(
  base: string,
  indexJson: string,
  guidePath: (slug: string) => string,
): Promise<string | undefined> {
  return firstGuidePathOf(await (await fetch(base + indexJson)).json(), guidePath);
}

export async function pageTypes(base: string): Promise<Record<string, string>> {
  const types: Record<string, string> = { home: '/' };
  for (const section of sections) {
    types[`${section.id} hub`] = section.path;
    for (const listing of section.extraListings) types[`${section.id} list ${listing}`] = listing;
    const guide = await firstGuidePath(base, section.indexJson, section.guidePath);
    if (guide) types[`${section.id} guide`] = guide;
  }
  const news = (await (await fetch(`${base}/news-index.json`)).json()) as { path: string; category: string }[];
  Object.assign(types, {
    'news hub': '/news/',
    'news post': news[0].path,
    'news category': `/news/category/${news[0].category}/`,
    'news archive': '/news/archive/',
    contact: '/contact/',
    'thank you': '/thank-you/?lead=contact',
    privacy: '/privacy/',
    search: '/search/',
    'insurance quote': '/insurance/quote/',
    'insurance official resources': '/insurance/resources/official/',
    'insurance comparator': '/insurance/resources/',
    'stay calculator': '/visa/stay-calculator/',
    'tax residence days': '/business/tax-residence-days/',
    'money planner': '/visa/retirement-money-planner/',
    // The page every reminder link answers with (src/pages/reminders/page.astro): here a link that no longer works,
    // or "try again later" when the site sends no reminders. The confirm and stop pages: tests/e2e/reminders.e2e.ts.
    'reminder link': '/api/reminders/confirm?token=no-such-token&lang=en',
    'not found': '/no-such-page/',
    'section not found': `${sections[0].path}no-such-guide/`,
  });
  Object.assign(types, await thaiPageTypes(base));
  return types;
}

/** The Thai page types: home, the hubs, one Thai guide (when any is translated), search, contact, thank-you, privacy and the not-found pages. */
export async function thaiPageTypes(base: string): Promise<Record<string, string>> {
  const types: Record<string, string> = { 'th home': '/th/' };
  for (const id of thaiHubSections) types[`th ${id} hub`] = `/th/${id}/`;
  const guide = await firstThaiGuidePath(base);
  if (guide) types['th guide'] = guide;
  // The insurance section's Thai pages: an article (its own page template's frame) and the official resources page, when the build has them.
  const insuranceGuide = (await thaiGuidePaths(base)).find((path) => path.startsWith('/th/insurance/'));
  if (insuranceGuide) types['th insurance guide'] = insuranceGuide;
  if ((await fetch(base + thaiInsuranceOfficialPath)).status === 200)
    types['th insurance official resources'] = thaiInsuranceOfficialPath;
  Object.assign(types, {
    'th stay calculator': '/th/visa/stay-calculator/',
    'th money planner': '/th/visa/retirement-money-planner/',
    'th tax residence days': '/th/business/tax-residence-days/',
    'th insurance comparator': '/th/insurance/resources/',
    'th reminder link': '/api/reminders/unsubscribe?token=no-such-token&lang=th',
    'th search': '/th/search/',
    'th contact': '/th/contact/',
    'th thank you': '/th/thank-you/?lead=contact',
    'th privacy': '/th/privacy/',
    'th not found': '/th/no-such-page/',
    'th section not found': '/th/visa/no-such-guide/',
    'th insurance not found': '/th/insurance/no-such-page/',
  });
  return types;
}

/** The sections whose hub has a Thai page (src/i18n/content.ts). */
export const thaiHubSections = ['visa', 'business', 'banking', 'property', 'insurance'] as const;

/** Where the official insurance resources page is in Thai, when content/th/insurance/official.md exists. */
export const thaiInsuranceOfficialPath = '/th/insurance/resources/official/';

/** Every Thai guide the build has, read from the Thai hubs' links. */
export async function thaiGuidePaths(base: string): Promise<string[]> {
  const found: string[] = [];
  for (const id of thaiHubSections) {
    // The hub's list of Thai guides, plain or in the hub filters, up to the English-only list (its quick links may name Thai tools too).
    const page = await (await fetch(`${base}/th/${id}/`)).text();
    const start = page.indexOf('translated-hub__grid');
    const end =
      [page.indexOf('english-only-title', start), page.indexOf('</main>', start)].find((i) => i > start) ?? page.length;
    const html = start < 0 ? '' : page.slice(start, end);
    for (const match of html.matchAll(new RegExp(`href="(/th/${id}/[^"/#?]+/)"`, 'g')))
      if (!found.includes(match[1])) found.push(match[1]);
  }
  // A hub may list a Thai tool beside its guides (the insurance hub lists the comparator): a guide is a translation.
  const pages = await Promise.all(found.map(async (path) => ({ path, html: await (await fetch(base + path)).text() })));
  return pages.filter(({ html }) => html.includes('guide__translation')).map(({ path }) => path);
}

async function firstThaiGuidePath(base: string): Promise<string | undefined> {
  return (await thaiGuidePaths(base))[0];
}
