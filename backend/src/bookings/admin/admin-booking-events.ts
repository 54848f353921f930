import type { Request } from 'express';
import { EntityManager } from 'typeorm';
import { AUDIT_ACTIONS, AuditRecord } from '../../audit/audit-log.service';
import { getAuthSession } from '../../auth/auth-session';
import { clientIp } from '../../core/http/client-ip';
import { EventType } from '../../core/queue/job-names';
import { recordOutboxEvent } from '../../core/queue/outbox.service';

/** Actor of an admin change, for the audit log. */
export interface AdminActor {
  email: string;
  ip: string | null;
}

/** The signed-in admin making the request (AdminAreaGuard has let only admins through). */
export function actorOf(request: Request): AdminActor {
  return { email: getAuthSession(request)!.email, ip: clientIp(request) };
}

/**
 * Records an outbox event (and the mail it causes as owed) and returns its id: a booking mail's
 * idempotency key is `booking-email:<id>`, which lets the answer say whether the mail went out.
 */
export function recordEventWithId(
  manager: EntityManager,
  type: EventType,
  payload: Record<string, unknown>,
): Promise<string> {
  return recordOutboxEvent(manager, type, payload);
}

export const bookingMailKey = (eventId: string) => `booking-email:${eventId}`;

type BookingAuditAction = Extract<(typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS], `booking.${string}`>;

/** The audit entry of an admin change to one booking. */
export function bookingAudit(
  actor: AdminActor,
  action: BookingAuditAction,
  bookingId: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditRecord {
  return { actorEmail: actor.email, ip: actor.ip, action, entity: 'booking', entityId: bookingId, before, after };
}

/** What the audit log keeps of a booking before and after an admin change. */
export function auditView(booking: {
  booking_status: string;
  payment_status: string;
  refunded_amount?: number | null;
  holds_seat?: boolean;
  deleted_at?: Date | null;
}): Record<string, unknown> {
  return {
    booking_status: booking.booking_status,
    payment_status: booking.payment_status,
    refunded_amount: booking.refunded_amount ?? null,
    holds_seat: booking.holds_seat ?? null,
    deleted_at: booking.deleted_at ?? null,
  };
}
