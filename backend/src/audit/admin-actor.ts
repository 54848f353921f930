import type { Request } from 'express';
import { getAuthSession } from '../auth/auth-session';
import { clientIp } from '../core/http/client-ip';

/** Actor of an admin change, for the audit log. */
export interface AdminActor {
  email: string;
  ip: string | null;
}

/** The signed-in admin making the request (AdminAreaGuard has let only admins through). */
export function actorOf(request: Request): AdminActor {
  return { email: getAuthSession(request)!.email, ip: clientIp(request) };
}
