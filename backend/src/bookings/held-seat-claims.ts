import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error';

export const INVALID_OFFER_MESSAGE = 'Dieser Buchungslink ist ungültig oder abgelaufen.';

export interface HeldSeatRequest {
  /** The token from the personal booking link (e.g. a waitlist offer). */
  token: string;
  courseId: string;
  customerEmail: string;
  /** Id the new booking will get, to link the offer to it. */
  bookingId: string;
}

/**
 * Something that keeps a seat aside for one person (the waitlist's 24-hour offer). The seat is
 * already missing from available_spots while it is held; claiming hands it to the new booking.
 */
export interface HeldSeatProvider {
  /**
   * Runs inside the checkout transaction. Validate the token for this course and e-mail, mark the
   * offer as used and return its waitlist entry; throw an ApiError to refuse (the checkout is then
   * rolled back). Called only when the checkout request carries `waitlistOfferToken`.
   */
  claim(manager: EntityManager, request: HeldSeatRequest): Promise<{ waitlistEntryId: string | null }>;
}

/**
 * Where a held-seat provider plugs into the checkout: the waitlist module calls `register` once at
 * start-up (e.g. in onModuleInit). Without a provider a checkout with an offer token is refused.
 */
@Injectable()
export class HeldSeatClaims {
  private provider?: HeldSeatProvider;

  register(provider: HeldSeatProvider): void {
    this.provider = provider;
  }

  async claim(manager: EntityManager, request: HeldSeatRequest): Promise<{ waitlistEntryId: string | null }> {
    if (!this.provider) throw ApiError.badRequest(INVALID_OFFER_MESSAGE, { waitlistOfferToken: INVALID_OFFER_MESSAGE });
    return this.provider.claim(manager, request);
  }
}
