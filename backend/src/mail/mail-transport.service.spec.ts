import { describe, expect, it } from 'vitest';
import { isPermanentDeliveryError } from './mail-transport.service';

describe('isPermanentDeliveryError', () => {
  it('gives up on 5xx answers and retries everything else', () => {
    expect(isPermanentDeliveryError(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentDeliveryError(Object.assign(new Error('try again later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentDeliveryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(
      false,
    );
    expect(isPermanentDeliveryError(undefined)).toBe(false);
  });
});
