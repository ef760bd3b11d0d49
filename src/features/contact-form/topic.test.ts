import { describe, expect, it } from 'vitest';
import { serviceForTopic } from './topic.ts';

describe('?topic= preselection', () => {
  it('maps known topics to a service, case-insensitively', () => {
    expect(serviceForTopic('insurance')).toBe('Insurance');
    expect(serviceForTopic('Insurance ')).toBe('Insurance');
    expect(serviceForTopic('visa')).toBe('Visa');
    expect(serviceForTopic('property')).toBe('Real Estate');
    expect(serviceForTopic('real-estate')).toBe('Real Estate');
  });

  it('preselects nothing for anything else', () => {
    for (const topic of [null, undefined, '', 'tax', '__proto__', 'constructor'])
      expect(serviceForTopic(topic)).toBe('');
  });
});
