import { describe, expect, it } from 'vitest';
import { createSecretToken, hashSecretToken } from './secret-token';

describe('secret tokens', () => {
  it('creates 32-byte tokens of which only the sha256 is kept', () => {
    const link = createSecretToken();
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecretToken(link.token)).toBe(link.hash);
    expect(createSecretToken().token).not.toBe(link.token);
  });
});
