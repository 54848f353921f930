import { describe, expect, it } from 'vitest';
import { createRecoveryCodes, hashRecoveryCode, normaliseRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

const SECRET = 'x'.repeat(48);

describe('recovery codes', () => {
  it('creates ten distinct readable codes without look-alike characters', () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{2}$/);
  });

  it('reads a code however it is typed, and nothing that cannot be one', () => {
    expect(normaliseRecoveryCode(' AB3D-EF7H-JK ')).toBe('ab3def7hjk');
    expect(normaliseRecoveryCode('ab3d ef7h jk')).toBe('ab3def7hjk');
    expect(normaliseRecoveryCode('123456')).toBeNull();
    expect(normaliseRecoveryCode('ab3d-ef7h-j0')).toBeNull();
    expect(normaliseRecoveryCode('ab3d-ef7h-jkm')).toBeNull();
  });

  it('hashes with the server secret and per account, the same for every spelling', () => {
    const hash = hashRecoveryCode(SECRET, 'user-1', 'ab3d-ef7h-jk');
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(hashRecoveryCode(SECRET, 'user-1', 'AB3DEF7HJK')).toBe(hash);
    expect(hashRecoveryCode(SECRET, 'user-2', 'ab3d-ef7h-jk')).not.toBe(hash);
    expect(hashRecoveryCode(`${SECRET}y`, 'user-1', 'ab3d-ef7h-jk')).not.toBe(hash);
  });
});
