import { describe, expect, it } from 'vitest';
import { cancelTokenMatches, createCancelToken, hashCancelToken } from './cancel-token';

describe('cancel token', () => {
  it('stores only a hash that matches the token', () => {
    const { token, hash } = createCancelToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(hash).toBe(hashCancelToken(token));
    expect(hash).not.toContain(token);
    expect(cancelTokenMatches(token, hash)).toBe(true);
  });

  it('refuses another token, a missing hash and a malformed hash', () => {
    const { hash } = createCancelToken();
    expect(cancelTokenMatches(createCancelToken().token, hash)).toBe(false);
    expect(cancelTokenMatches('anything', null)).toBe(false);
    expect(cancelTokenMatches('anything', 'abc')).toBe(false);
  });
});
