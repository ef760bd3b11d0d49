import { describe, expect, it } from 'vitest';
import { notFoundFor, notFoundPagePath } from './not-found.ts';

describe('notFoundFor', () => {
  it('uses a section’s own texts below it', () => {
    expect(notFoundFor('/news/2025-01-01/nope/').heading).toBe('Post Not Found');
    expect(notFoundFor('/visa/unknown/').text).toBe('The requested visa guide could not be found.');
    expect(notFoundFor('/business/x/').heading).toBe('Business Page Not Found');
    expect(notFoundFor('/property/x/').heading).toBe('Property Page Not Found');
    expect(notFoundFor('/banking/x/').heading).toBe('Banking Page Not Found');
    expect(notFoundFor('/leisure/activities/x/').heading).toBe('Activity Not Found');
    expect(notFoundFor('/insurance/x/').text).toBe("The insurance page you're looking for doesn't exist.");
  });
  it('uses the generic texts elsewhere', () => {
    const generic = notFoundFor('/no-such-page/');
    expect(generic.heading).toBe('404 - Page Not Found');
    expect(generic.text).toBe("The page you're looking for doesn't exist.");
    expect(generic.linkLabel).toBe('Back to Home');
    expect(notFoundPagePath(generic)).toBe('/404.html');
    expect(notFoundPagePath(notFoundFor('/news/x'))).toBe('/not-found/news/index.html');
  });
  it('finds the section of a Thai path and the Thai page for it', () => {
    expect(notFoundFor('/th/visa/unknown/').key).toBe('visa');
    expect(notFoundFor('/th/no-such-page/').key).toBe('generic');
    expect(notFoundPagePath(notFoundFor('/th/visa/unknown/'), 'th')).toBe('/th/not-found/visa/index.html');
    expect(notFoundPagePath(notFoundFor('/th/nothing/'), 'th')).toBe('/th/not-found/generic/index.html');
  });
});
