/**
 * Which of a page's sources are official. A source is official when the body
 * that sets the rule, the fee or the price publishes it: a Thai government
 * agency or mission, a Thai public organisation or state enterprise, or the
 * bank, insurer, hospital or attraction writing about its own product. News
 * reports, law firms, advisers and blogs are other sources: useful where no
 * official page states a point, but never counted as official.
 *
 * Decided from the address alone, so content needs no extra field; a host not
 * listed here counts as another source, so the official count can only be
 * too low, never too high.
 */

/** Any host under these is official: Thai government (.go.th) and Thai embassies and consulates. */
const officialSuffixes = ['go.th', 'thaiembassy.org'];

/** Official hosts (and their subdomains) outside those suffixes. */
const officialHosts = [
  // Thai public organisations, state enterprises and the Royal Household
  'bot.or.th',
  'oic.or.th',
  'dpa.or.th',
  'ha.or.th',
  'pdpc.or.th',
  'mea.or.th',
  'pea.co.th',
  'mwa.co.th',
  'pwa.co.th',
  // The Energy Regulatory Commission, the regulator set up by the Energy Industry Act that sets the Ft and approves tariffs
  'erc.or.th',
  // Professional councils set up by an Act, which license doctors and dentists and rule on complaints against them
  'tmc.or.th',
  'dentalcouncil.or.th',
  'tourismthailand.org',
  'tatnews.org',
  'tatnewsthai.org',
  'thailandprivilege.co.th',
  'airportthai.co.th',
  'rvp.co.th',
  'itmx.co.th',
  'royalgrandpalace.th',
  'thaiconsulatela.org',
  // Banks, about their own accounts, fees and rules
  'bangkokbank.com',
  'kasikornbank.com',
  'scb.co.th',
  'krungthai.com',
  'krungsri.com',
  'krungsricard.com',
  'ttbbank.com',
  'tmbbank.com',
  'uob.co.th',
  'cimbthai.com',
  'bankofchina.co.th',
  'unionpayintl.com',
  // Insurers, about their own plans
  'thaihealth.co.th',
  'pacificcrosshealth.com',
  'william-russell.com',
  'vumiglobal.com',
  'imglobal.com',
  'axa.co.th',
  'lumahealth.com',
  'muangthaiinsurance.com',
  'muangthai.co.th',
  'dhipaya.co.th',
  'ergo.co.th',
  'prudential.co.th',
  'bangkoklife.com',
  // Hospitals and attractions, about their own services, hours and tickets
  'bangkokhospital.com',
  'bumrungrad.com',
  'bnhhospital.com',
  'bangkokpattayahospital.com',
  'watpho.com',
  'watpomassage.com',
  'sanctuaryoftruthmuseum.com',
  'nongnoochpattaya.com',
  // Other governments and international bodies, about their own rules
  'swedenabroad.se',
  'emb-japan.go.jp',
  'ich.unesco.org',
];

const isUnder = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

export function isOfficialSource(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
  } catch {
    return false;
  }
  return (
    officialSuffixes.some((suffix) => isUnder(host, suffix)) || officialHosts.some((domain) => isUnder(host, domain))
  );
}

/** Splits sources into official and other, each keeping the page's order. */
export function groupSources<T>(sources: readonly T[], urlOf: (source: T) => string): { official: T[]; other: T[] } {
  const official: T[] = [];
  const other: T[] = [];
  for (const source of sources) (isOfficialSource(urlOf(source)) ? official : other).push(source);
  return { official, other };
}

export const officialSourceCount = (urls: readonly string[]): number => urls.filter(isOfficialSource).length;
