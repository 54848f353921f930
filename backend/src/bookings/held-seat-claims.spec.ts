import { describe, expect, it } from 'vitest';
import { EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error';
import { HeldSeatClaims, INVALID_OFFER_MESSAGE } from './held-seat-claims';

describe(HeldSeatClaims.name, () => {
  const request = { token: 't', courseId: 'c', customerEmail: 'e@beispiel.de', bookingId: 'b' };
  const manager = {} as EntityManager;

  it('refuses an offer token while no provider is registered', async () => {
    const claims = new HeldSeatClaims();
    const refusal = await claims.claim(manager, request).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).getStatus()).toBe(400);
    expect((refusal as ApiError).getResponse()).toEqual({ error: INVALID_OFFER_MESSAGE, fields: { waitlistOfferToken: INVALID_OFFER_MESSAGE } });
  });

  it('hands the claim to the registered provider inside the caller’s transaction', async () => {
    const claims = new HeldSeatClaims();
    const seen: unknown[] = [];
    claims.register({
      async claim(passedManager, passedRequest) {
        seen.push(passedManager, passedRequest);
        return { waitlistEntryId: 'entry-1' };
      },
    });
    expect(await claims.claim(manager, request)).toEqual({ waitlistEntryId: 'entry-1' });
    expect(seen).toEqual([manager, request]);
  });
});
