import { describe, expect, it } from 'vitest';
import { defaultsOf, textField, readQuery, writeQuery, type StateOf } from './url-state.ts';
import { choiceField, flagField, listField, numberField } from './url-state-fields.ts';

// The comparator's state: its defaults are visa any, min coverage 0, max deductible 50000, no age.
const fields = {
  visa: choiceField('visa', ['any', 'tourist', 'non-immigrant', 'ltr'] as const, 'any'),
  minCoverage: numberField('minCoverage', 0, { min: 0 }),
  maxDeductible: numberField('maxDeductible', 50_000, { min: 0 }),
  age: numberField('age', null, { min: 0, max: 120 }),
  dental: flagField('dental'),
  compare: listField('compare', 3),
  q: textField('q'),
};

describe('the URL-state helper', () => {
  it('reads defaults from an empty query', () => {
    expect(readQuery('', fields)).toEqual(defaultsOf(fields));
    expect(defaultsOf(fields)).toEqual({
      visa: 'any',
      minCoverage: 0,
      maxDeductible: 50_000,
      age: null,
      dental: false,
      compare: [],
      q: '',
    });
  });

  it('writes only what differs from the defaults, and reads it back', () => {
    const state: StateOf<typeof fields> = {
      ...defaultsOf(fields),
      visa: 'ltr',
      age: 45,
      dental: true,
      compare: ['a', 'b'],
    };
    const query = writeQuery(state, fields);
    expect(query).toBe('?visa=ltr&age=45&dental=1&compare=a%2Cb');
    expect(readQuery(query, fields)).toEqual(state);
    expect(writeQuery(defaultsOf(fields), fields)).toBe('');
  });

  it('keeps parameters it does not describe', () => {
    expect(writeQuery({ ...defaultsOf(fields), q: 'dtv' }, fields, '?utm_source=mail&q=old')).toBe(
      '?utm_source=mail&q=dtv',
    );
  });

  it('reads malformed or out-of-range values as the default', () => {
    expect(readQuery('?visa=student&age=200&minCoverage=-5&maxDeductible=abc&dental=maybe', fields)).toEqual(
      defaultsOf(fields),
    );
  });

  it('keeps at most the list maximum, without repeats', () => {
    expect(readQuery('?compare=a,b,a,c,d', fields).compare).toEqual(['a', 'b', 'c']);
  });
});
