import { waitlistUnsubscribeUrl } from '@mpb/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { ApiError } from '../core/http/api-error';
import { OutboxService } from '../core/queue/outbox.service';
import { MailDeliveryStatusService } from '../mail/mail-delivery-status.service';
import { JoinWaitlistRequest, JoinWaitlistResultDto } from './dto/join-waitlist.dto';
import { WaitlistUnsubscribeResultDto } from './dto/waitlist-links.dto';
import { Clock } from '../core/clock/clock';
import { WaitlistEntry } from './waitlist-entry.entity';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { requestJoinedMail } from './waitlist-mails';
import { describeCourse, WAITLIST_MESSAGES } from './waitlist-messages';
import { WaitlistOffersService } from './waitlist-offers.service';
import { LockedCourse, WaitlistRepository } from './waitlist.repository';

const MAX_TOKEN_LENGTH = 200;

type JoinOutcome =
  { position: number; alreadyOnWaitlist: true } | { position: number; alreadyOnWaitlist: false; mailKey: string };

/**
 * Joining and leaving a course's waitlist. Positions are per course, 1-based and without gaps;
 * both operations hold the course row lock, so concurrent sign-ups get distinct positions.
 */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly waitlist: WaitlistRepository,
    private readonly outbox: OutboxService,
    private readonly delivery: MailDeliveryStatusService,
    private readonly offers: WaitlistOffersService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async join(request: JoinWaitlistRequest): Promise<JoinWaitlistResultDto> {
    const outcome = await this.transactions.run((manager) => this.joinInTransaction(manager, request));
    if (outcome.alreadyOnWaitlist) return { position: outcome.position, alreadyOnWaitlist: true, email_sent: false };
    const state = await this.delivery.waitForDelivery(outcome.mailKey);
    return { position: outcome.position, alreadyOnWaitlist: false, email_sent: state === 'sent' };
  }

  async unsubscribe(token: string | undefined): Promise<WaitlistUnsubscribeResultDto> {
    const trimmed = token?.trim();
    if (!trimmed) throw ApiError.badRequest(WAITLIST_MESSAGES.invalidUnsubscribeLink);
    if (trimmed.length > MAX_TOKEN_LENGTH) throw ApiError.notFound(WAITLIST_MESSAGES.invalidUnsubscribeLink);
    const hash = hashSecretToken(trimmed);
    return this.transactions.run(async (manager) => {
      const found = await this.waitlist.findEntryByUnsubscribeLink(manager, hash);
      if (!found) throw await this.closedLinkError(manager, hash);
      const now = this.clock.now();
      const course = await this.waitlist.lockCourse(manager, found.course_id, now);
      const entry = await this.waitlist.lockEntry(manager, found.id);
      if (!course || !entry) throw await this.closedLinkError(manager, hash);
      if (entry.status === 'booked') throw ApiError.conflict(WAITLIST_MESSAGES.bookedCannotUnsubscribe);
      await this.offers.leaveQueue(manager, entry, 'unsubscribed');
      return { message: WAITLIST_MESSAGES.unsubscribed, courseInfo: describeCourse(course) };
    });
  }

  /**
   * Removes an entry (the admin's waitlist tab); false when it was gone already. `inTransaction`
   * runs with the locked entry before the commit (the admin's checks and audit entry).
   */
  async remove(
    entryId: string,
    inTransaction?: (manager: EntityManager, entry: WaitlistEntry) => Promise<void>,
  ): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const found = await this.waitlist.findEntryCourse(manager, entryId);
      if (!found) return false;
      const now = this.clock.now();
      const course = await this.waitlist.lockCourse(manager, found.course_id, now);
      const entry = await this.waitlist.lockEntry(manager, entryId);
      if (!course || !entry) return false;
      await inTransaction?.(manager, entry);
      await this.offers.leaveQueue(manager, entry, 'removed');
      return true;
    });
  }

  private async joinInTransaction(manager: EntityManager, request: JoinWaitlistRequest): Promise<JoinOutcome> {
    const now = this.clock.now();
    const course = await this.waitlist.lockCourse(manager, request.courseId, now);
    if (!course) throw ApiError.notFound(WAITLIST_MESSAGES.courseNotFound);
    if (course.status !== 'active' || !course.upcoming)
      throw ApiError.badRequest(WAITLIST_MESSAGES.courseClosed, { courseId: WAITLIST_MESSAGES.courseClosed });

    const existing = await this.waitlist.findByEmail(manager, course.id, request.customerEmail);
    if (existing?.position) return { position: existing.position, alreadyOnWaitlist: true };
    if (existing) await this.clearFinishedEntry(manager, existing);
    if (course.available_spots > 0) throw ApiError.conflict(WAITLIST_MESSAGES.courseHasSeats);

    return this.addEntry(manager, course, request, now);
  }

  private async addEntry(
    manager: EntityManager,
    course: LockedCourse,
    request: JoinWaitlistRequest,
    now: Date,
  ): Promise<JoinOutcome> {
    const link = createSecretToken();
    const position = await this.waitlist.nextPosition(manager, course.id);
    const entry = {
      id: randomUUID(),
      course_id: course.id,
      position,
      customer_email: request.customerEmail,
      customer_name: request.customerName ?? null,
      customer_phone: request.customerPhone ?? null,
      customer_company: request.customerCompany ?? null,
      customer_comments: request.customerComments ?? null,
      status: 'waiting' as const,
      unsubscribe_token_hash: link.hash,
    };
    await this.waitlist.insert(manager, entry);
    const mailKey = await requestJoinedMail(this.outbox, manager, {
      entry,
      course,
      position,
      unsubscribeUrl: waitlistUnsubscribeUrl(this.config.publicUrl, link.token),
      joinedAt: now,
    });
    return { position, alreadyOnWaitlist: false, mailKey };
  }

  /**
   * A booked entry has left the queue. If that booking is still open or paid the person needs no
   * waitlist; otherwise (it ended unpaid) the old entry makes room for a fresh sign-up.
   */
  private async clearFinishedEntry(manager: EntityManager, entry: WaitlistEntry): Promise<void> {
    if (await this.waitlist.hasLiveBooking(manager, entry.id)) throw ApiError.conflict(WAITLIST_MESSAGES.alreadyBooked);
    await this.waitlist.removeEntry(manager, entry, 'removed');
  }

  private async closedLinkError(manager: EntityManager, hash: string): Promise<ApiError> {
    const closed = await this.waitlist.findClosedLink(manager, hash);
    if (!closed) return ApiError.notFound(WAITLIST_MESSAGES.invalidUnsubscribeLink);
    const message = {
      unsubscribed: WAITLIST_MESSAGES.unsubscribeLinkUsed,
      offer_expired: WAITLIST_MESSAGES.removedAfterExpiredOffer,
      removed: WAITLIST_MESSAGES.removedByUs,
    }[closed.outcome];
    return new ApiError(HttpStatus.GONE, message);
  }
}
