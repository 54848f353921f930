import { AUDIT_ACTIONS, AuditRecord } from '../../audit/audit-log.service';
import { AdminActor } from '../../audit/admin-actor';

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
