import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ApiError } from '../core/http/api-error';
import { WaitlistOfferDto } from './dto/waitlist-links.dto';
import { Clock } from '../core/clock/clock';
import { WaitlistEntry } from './waitlist-entry.entity';
import { hashSecretToken } from '../core/security/secret-token';
import { WAITLIST_MESSAGES } from './waitlist-messages';
import { ClosedLinkRow, WaitlistRepository } from './waitlist.repository';

const MAX_TOKEN_LENGTH = 200;

interface HeldSeatRequest {
  /** The token from the personal booking link. */
  token: string;
  courseId: string;
  customerEmail: string;
}

/**
 * The booking side of a waitlist offer: shows it to the webinar page and, inside the checkout,
 * hands the held seat to the booking made through the link. The seat is already missing from
 * available_spots, so the checkout takes no second one.
 */
@Injectable()
export class WaitlistOfferClaimsService {
  constructor(
    private readonly waitlist: WaitlistRepository,
    private readonly clock: Clock,
  ) {}

  async describe(token: string | undefined): Promise<WaitlistOfferDto> {
    const hash = this.hashOrRefuse(token);
    const entry = await this.waitlist.findByOfferLink(hash);
    if (!entry) throw closedOfferError(await this.waitlist.findClosedLinkNow(hash));
    this.assertOpen(entry, this.clock.now());
    const course = await this.waitlist.course(entry.course_id);
    if (course.status !== 'active') throw ApiError.conflict(WAITLIST_MESSAGES.courseClosed);
    return {
      courseId: entry.course_id,
      course,
      customerEmail: entry.customer_email,
      customerName: entry.customer_name,
      customerPhone: entry.customer_phone,
      customerCompany: entry.customer_company,
      expiresAt: entry.offer_expires_at!.toISOString(),
    };
  }

  /**
   * Runs inside the checkout transaction: validates the link for this course and e-mail and marks
   * the offer as used. A refusal (an ApiError) rolls the checkout back.
   */
  async claim(manager: EntityManager, request: HeldSeatRequest): Promise<{ waitlistEntryId: string }> {
    const hash = this.hashOrRefuse(request.token);
    const found = await this.waitlist.findEntryCourseByOfferLink(manager, hash);
    if (!found) throw closedOfferError(await this.waitlist.findClosedLink(manager, hash));
    const now = this.clock.now();
    await this.waitlist.lockCourse(manager, found.course_id, now);
    const entry = await this.waitlist.lockEntry(manager, found.id);
    if (!entry || entry.offer_token_hash !== hash)
      throw closedOfferError(await this.waitlist.findClosedLink(manager, hash));
    this.assertOpen(entry, now);
    if (entry.course_id !== request.courseId) {
      throw ApiError.badRequest(WAITLIST_MESSAGES.offerOtherCourse, {
        waitlistOfferToken: WAITLIST_MESSAGES.offerOtherCourse,
      });
    }
    if (entry.customer_email !== request.customerEmail.trim().toLowerCase()) {
      throw ApiError.badRequest(WAITLIST_MESSAGES.offerOtherEmail, {
        customerEmail: WAITLIST_MESSAGES.offerOtherEmail,
      });
    }
    await this.waitlist.markBooked(manager, entry.id);
    await this.waitlist.closeGaps(manager, entry.course_id);
    return { waitlistEntryId: entry.id };
  }

  private assertOpen(entry: WaitlistEntry, now: Date) {
    if (entry.status === 'booked') throw ApiError.conflict(WAITLIST_MESSAGES.offerUsed);
    if (entry.status !== 'offered' || !entry.offer_expires_at) throw ApiError.notFound(WAITLIST_MESSAGES.invalidOffer);
    if (entry.offer_expires_at <= now) throw new ApiError(HttpStatus.GONE, WAITLIST_MESSAGES.offerExpired);
  }

  private hashOrRefuse(token: string | undefined): string {
    const trimmed = token?.trim();
    if (!trimmed || trimmed.length > MAX_TOKEN_LENGTH) throw ApiError.notFound(WAITLIST_MESSAGES.invalidOffer);
    return hashSecretToken(trimmed);
  }
}

/** Why an offer link no longer works, from its closed link if it had one. */
function closedOfferError(closed: ClosedLinkRow | null): ApiError {
  if (!closed) return ApiError.notFound(WAITLIST_MESSAGES.invalidOffer);
  const message = {
    offer_expired: WAITLIST_MESSAGES.offerExpired,
    unsubscribed: WAITLIST_MESSAGES.offerWithdrawn,
    removed: WAITLIST_MESSAGES.removedByUs,
  }[closed.outcome];
  return new ApiError(HttpStatus.GONE, message);
}
