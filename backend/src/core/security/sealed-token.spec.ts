import { describe, expect, it } from 'vitest';
import { TokenSealer } from './sealed-token';

describe(TokenSealer.name, () => {
  const secret = 'a-test-secret-that-is-long-enough-123';

  it('round-trips a token and never shows it in the sealed form', () => {
    const sealer = new TokenSealer(secret, 'magic-link-mail');
    const sealed = sealer.seal('raw-token-value');
    expect(sealed).not.toContain('raw-token-value');
    expect(sealer.unseal(sealed)).toBe('raw-token-value');
  });

  it('seals the same token differently each time', () => {
    const sealer = new TokenSealer(secret, 'magic-link-mail');
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('refuses a value altered in transit or sealed with another key or purpose', () => {
    const sealer = new TokenSealer(secret, 'magic-link-mail');
    const sealed = sealer.seal('raw-token-value');
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1] ^= 1;
    expect(() => sealer.unseal(altered.toString('base64url'))).toThrow();
    expect(() => new TokenSealer(`${secret}x`, 'magic-link-mail').unseal(sealed)).toThrow();
    expect(() => new TokenSealer(secret, 'other').unseal(sealed)).toThrow();
    expect(() => sealer.unseal('short')).toThrow();
  });
});
