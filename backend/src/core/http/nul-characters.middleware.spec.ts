import { describe, expect, it } from 'vitest';
import { containsNul } from './nul-characters.middleware';

describe('containsNul', () => {
  it('finds NUL in strings, keys and nested values', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ ['name\u0000']: 'x' })).toBe(true);
    expect(containsNul({ list: [1, { deep: ['ok', 'no\u0000'] }] })).toBe(true);
    expect(containsNul({ name: 'Jörg', count: 3, flag: null, list: ['\\u0000', '%00'] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it('walks a body nested deeper than the call stack allows', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`);
    expect(containsNul(deep)).toBe(true);
  });
});
