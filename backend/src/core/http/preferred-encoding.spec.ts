import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './preferred-encoding';

describe('preferredEncoding', () => {
  it('sends brotli to a browser that weighs it like gzip and names gzip first', () => {
    expect(preferredEncoding({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe('br');
  });

  it("follows the client's weights and falls back to identity", () => {
    expect(preferredEncoding({ 'accept-encoding': 'br;q=0.5, gzip' })).toBe('gzip');
    expect(preferredEncoding({ 'accept-encoding': 'gzip;q=0, br;q=0' })).toBe('identity');
    expect(preferredEncoding({ 'accept-encoding': 'deflate' })).toBe('identity');
    expect(preferredEncoding({})).toBe('identity');
  });

  it('remembers each header value apart', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(preferredEncoding({ 'accept-encoding': 'gzip' })).toBe('gzip');
      expect(preferredEncoding({ 'accept-encoding': 'br' })).toBe('br');
    }
  });
});
