import type { Request } from 'express';
import { getAuthSession } from '../core/http/auth-session';
import { clientIp } from '../core/http/client-ip';

/** Actor of a change, for the audit log: an admin, or a participant acting in 'Meine Buchungen'. */
export interface AdminActor {
  email: string;
  ip: string | null;
  selfService?: true;
}

/** The signed-in admin making the request (AdminAreaGuard has let only admins through). */
export function actorOf(request: Request): AdminActor {
  return { email: getAuthSession(request)!.email, ip: clientIp(request) };
}
