import type { Request } from 'express';
import { clientIp } from '../core/http/client-ip';
import type { AdminActor } from './admin-actor';
import { AuditRecord } from './audit-log.service';

/** Who changes a booking in 'Meine Buchungen' (DECISIONS 31): the signed-in address. */
export type SelfServiceActor = AdminActor & { selfService: true };

export function selfServiceActorOf(request: Request, email: string): SelfServiceActor {
  return { email, ip: clientIp(request), selfService: true };
}

/**
 * The audit entry of a self-service change: the address as actor_email and, under `by`, whether
 * it was the booking's participant or the payer who named a substitute (the admin's audit log
 * shows 'Teilnehmer/in (selbst)' or 'Zahlende Person (selbst)').
 */
export function selfServiceAudit(
  actor: SelfServiceActor,
  booking: { id: string; customer_email: string },
  action: string,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): AuditRecord {
  const by = booking.customer_email.trim().toLowerCase() === actor.email ? 'participant' : 'payer';
  return {
    actorEmail: actor.email,
    ip: actor.ip,
    action,
    entity: 'booking',
    entityId: booking.id,
    before,
    after: { ...after, by },
  };
}
