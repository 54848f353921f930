import { describe, expect, it } from 'vitest';
import { rateLimitKeys } from './rate-limit.guard';

describe('rateLimitKeys', () => {
  const options = { scope: 'checkout', emailFields: ['customerEmail', 'email'] };

  it('counts per IP and per hashed, normalised e-mail address', () => {
    const keys = rateLimitKeys(options, '203.0.113.7', { customerEmail: ' Max@Beispiel.DE ' });
    expect(keys[0]).toBe('checkout:ip:203.0.113.7');
    expect(keys[1]).toMatch(/^checkout:email:[0-9a-f]{32}$/);
    expect(keys[1]).not.toContain('beispiel');
    expect(rateLimitKeys(options, '198.51.100.1', { email: 'max@beispiel.de' })[1]).toBe(keys[1]);
  });

  it('counts per IP only when there is no e-mail address', () => {
    expect(rateLimitKeys(options, '::1', undefined)).toEqual(['checkout:ip:::1']);
    expect(rateLimitKeys(options, '::1', { customerEmail: 42 })).toEqual(['checkout:ip:::1']);
    expect(rateLimitKeys({ ...options, emailFields: [] }, '::1', { customerEmail: 'a@b.de' })).toEqual(['checkout:ip:::1']);
  });
});
