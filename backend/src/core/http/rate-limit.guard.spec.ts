import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { rateLimitKeys } from './rate-limit.guard';

const SECRET = 'a-server-secret-of-at-least-32-characters';

describe('rateLimitKeys', () => {
  const options = { scope: 'checkout', emailFields: ['customerEmail', 'email'] };

  it('counts per IP and per keyed hash of the normalised e-mail address', () => {
    const keys = rateLimitKeys(options, '203.0.113.7', { customerEmail: ' Max@Beispiel.DE ' }, SECRET);
    expect(keys[0]).toBe('checkout:ip:203.0.113.7');
    expect(keys[1]).toMatch(/^checkout:email:[0-9a-f]{32}$/);
    expect(keys[1]).not.toContain('beispiel');
    expect(keys[1]).not.toContain(createHash('sha256').update('max@beispiel.de').digest('hex').slice(0, 32));
    expect(rateLimitKeys(options, '198.51.100.1', { email: 'max@beispiel.de' }, SECRET)[1]).toBe(keys[1]);
    expect(rateLimitKeys(options, '198.51.100.1', { email: 'max@beispiel.de' }, `${SECRET}-other`)[1]).not.toBe(
      keys[1],
    );
  });

  it('counts per IP only when there is no e-mail address', () => {
    expect(rateLimitKeys(options, '::1', undefined, SECRET)).toEqual(['checkout:ip:::1']);
    expect(rateLimitKeys(options, '::1', { customerEmail: 42 }, SECRET)).toEqual(['checkout:ip:::1']);
    expect(rateLimitKeys({ ...options, emailFields: [] }, '::1', { customerEmail: 'a@b.de' }, SECRET)).toEqual([
      'checkout:ip:::1',
    ]);
  });
});
