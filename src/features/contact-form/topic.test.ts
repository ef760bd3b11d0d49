import { describe, expect, it } from 'vitest';
import { serviceForTopic } from './topic.ts';

describe('?topic= preselection', () => {
  it.each([
    ['Insurance', ['insurance', 'Insurance ']],
    ['Visa', ['visa']],
    ['Real Estate', ['property', 'real-estate']],
  ])('preselects %s for the topics %j, case-insensitively', (service, topics) => {
    for (const topic of topics) expect(serviceForTopic(topic), topic).toBe(service);
  });

  it.each([null, undefined, '', 'tax', '__proto__', 'constructor'])('preselects nothing for %j', (topic) => {
    expect(serviceForTopic(topic)).toBe('');
  });
});
