import { describe, expect, it } from 'vitest';
import { groupSources, isOfficialSource, officialSourceCount } from './source-kind.ts';

describe('isOfficialSource', () => {
  it.each([
    [
      'Thai government pages and Thai missions',
      true,
      [
        'https://www.immigration.go.th/',
        'https://tdac.immigration.go.th/arrival-card/',
        'https://thailand.go.th/useful-information-detail/006_097',
        'https://london.thaiembassy.org/en/page/smart-visa',
        'https://www.thaiembassy.org/hochiminh/en/services/2886/34924',
        'https://ltr.boi.go.th/',
      ],
    ],
    [
      'public organisations and institutions writing about their own products',
      true,
      [
        'https://www.bot.or.th/en/financial-innovation/digital-finance/digital-payment/promptpay.html',
        'https://www.dpa.or.th/en/articles/view/protection-limit',
        'https://www.royalgrandpalace.th/en/buy-ticket',
        'https://www.bangkokbank.com/en/Personal/Other-Services/View-Rates',
        'https://www.pacificcrosshealth.com/en/health-insurance/platinum/',
        'https://www.bangkoklife.com/th/products/detail/227',
        'https://peacos.pea.co.th/views/peacos/paper2.aspx',
        'https://mwa.co.th/en/services/request-for-water/request-transfer',
        'https://en.pwa.co.th/contents/service/customer-guide',
        'https://www.erc.or.th/th/automatic/1355',
        'https://recc.erc.or.th/index.php/2015-07-07-07-53-46/1095-2016-02-10-09-14-24',
        'https://dentalcouncil.or.th/en/Organization.php',
        'https://tmc.or.th/News/News-and-Activities/59',
      ],
    ],
    [
      'news, law firms, advisers, look-alike domains and unknown hosts',
      false,
      [
        'https://www.bangkokpost.com/thailand/general/2483255/tough-penalties-for-foreign-nominees',
        'https://www.nationthailand.com/thailand/policies/40022463',
        'https://library.siam-legal.com/thai-law/foreign-business-act-requirements-sections-14-16/',
        'https://www.thaiembassy.com/thailand-visa/thai-visa', // a private agency, not a Thai mission
        'https://go.th.example.com/',
        'https://notbot.or.th/',
        'not a url',
      ],
    ],
  ])('%s: official %s', (_what, official, urls) => {
    for (const url of urls) expect(isOfficialSource(url), url).toBe(official);
  });
});

describe('groupSources and officialSourceCount', () => {
  const sources = [
    { title: 'Bangkok Post report', url: 'https://www.bangkokpost.com/a' },
    { title: 'Immigration Bureau', url: 'https://www.immigration.go.th/' },
    { title: 'Law firm summary', url: 'https://www.tilleke.com/b' },
    { title: 'Embassy page', url: 'https://madrid.thaiembassy.org/en/page/o-a' },
  ];

  it('splits the sources, each group in the page order', () => {
    const { official, other } = groupSources(sources, (s) => s.url);
    expect(official.map((s) => s.title)).toEqual(['Immigration Bureau', 'Embassy page']);
    expect(other.map((s) => s.title)).toEqual(['Bangkok Post report', 'Law firm summary']);
  });

  it('counts only the official ones', () => {
    expect(officialSourceCount(sources.map((s) => s.url))).toBe(2);
    expect(officialSourceCount([])).toBe(0);
  });
});
