import { describe, expect, it } from 'vitest';
import { parseRobots } from './robots.ts';

const text = `# comments are ignored
User-agent: *
Disallow: /private/
Allow: /private/open.html
Disallow: /*.pdf$

User-agent: OtherBot
Disallow: /

User-agent: SiteSourceCheck
User-agent: AnotherBot
Disallow: /not-for-watchers/
Disallow:
`;

describe('parseRobots', () => {
  const star = parseRobots(text, 'SomeCrawler');
  const ours = parseRobots(text, 'SiteSourceCheck');

  it('uses the * group when no group names us', () => {
    expect(star.allows('/visa/fees.html')).toBe(true);
    expect(star.allows('/private/a.html')).toBe(false);
    // The longer Allow beats the shorter Disallow.
    expect(star.allows('/private/open.html')).toBe(true);
    expect(star.allows('/forms/a.pdf')).toBe(false);
    expect(star.allows('/forms/a.pdf?x=1')).toBe(true);
  });

  it('uses only our group when one names us (case-insensitive), and an empty Disallow allows', () => {
    expect(ours.allows('/private/a.html')).toBe(true);
    expect(ours.allows('/not-for-watchers/x')).toBe(false);
    expect(parseRobots(text, 'sitesourcecheck').allows('/not-for-watchers/x')).toBe(false);
  });

  it('matches Thai paths written unencoded against the encoded URL path', () => {
    const thai = parseRobots('User-agent: *\nDisallow: /ข่าว/', 'X');
    expect(thai.allows(new URL('https://x.go.th/ข่าว/1').pathname)).toBe(false);
  });
});
