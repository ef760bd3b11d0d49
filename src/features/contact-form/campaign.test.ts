import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STORAGE_KEY, resolveCampaign } from './campaign.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('campaign parameters', () => {
  it('takes them from the address and saves them', () => {
    const storage = memoryStorage();
    const campaign = resolveCampaign('?utm_source=google&utm_medium=cpc&utm_campaign=ltr%20visa&x=1', storage);
    expect(campaign).toEqual({ utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'ltr visa' });
    expect(JSON.parse(storage.data.get(CAMPAIGN_STORAGE_KEY)!)).toEqual(campaign);
  });

  it('uses the saved ones when the address has none, and replaces them all when it has any', () => {
    const storage = memoryStorage({
      [CAMPAIGN_STORAGE_KEY]: JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'sept' }),
    });
    expect(resolveCampaign('?topic=insurance', storage)).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'sept',
    });
    expect(resolveCampaign('?utm_source=facebook', storage)).toEqual({
      utm_source: 'facebook',
      utm_medium: '',
      utm_campaign: '',
    });
    expect(resolveCampaign('', storage)).toEqual({ utm_source: 'facebook', utm_medium: '', utm_campaign: '' });
  });

  it('survives missing, broken or blocked storage', () => {
    expect(resolveCampaign('', null)).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '' });
    expect(resolveCampaign('', memoryStorage({ [CAMPAIGN_STORAGE_KEY]: '{not json' }))).toEqual({
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
    expect(resolveCampaign('', memoryStorage({ [CAMPAIGN_STORAGE_KEY]: JSON.stringify({ utm_source: 42 }) }))).toEqual({
      utm_source: '',
      utm_medium: '',
      utm_campaign: '',
    });
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(resolveCampaign('?utm_source=x', blocked)).toEqual({ utm_source: 'x', utm_medium: '', utm_campaign: '' });
    expect(resolveCampaign('', blocked)).toEqual({ utm_source: '', utm_medium: '', utm_campaign: '' });
  });

  it('cuts very long values', () => {
    expect(resolveCampaign(`?utm_source=${'a'.repeat(500)}`, null).utm_source).toHaveLength(200);
  });
});
