import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { MagicLinkDetour, MagicLinkUser } from './magic-link.strategy';

const DETOUR = Symbol('magicLinkDetour');

/**
 * Runs the 'magic-link' strategy without Passport sessions (ours live in PostgreSQL). A link that
 * signs nobody in is not an error here: the callback shows the visitor a page that explains it.
 */
@Injectable()
export class MagicLinkAuthGuard extends AuthGuard('magic-link') {
  constructor() {
    super({ session: false });
  }

  handleRequest<User = MagicLinkUser>(
    error: unknown,
    user: User | false,
    info: MagicLinkDetour | undefined,
    context: ExecutionContext,
  ): User {
    if (error instanceof Error) throw error;
    if (error) throw new Error('Magic link sign-in failed', { cause: error });
    if (!user) (context.switchToHttp().getRequest<Request>() as unknown as Record<symbol, unknown>)[DETOUR] = info;
    return (user || null) as User;
  }
}

export function magicLinkDetour(request: Request): MagicLinkDetour {
  return (
    ((request as unknown as Record<symbol, unknown>)[DETOUR] as MagicLinkDetour | undefined) ?? {
      outcome: 'refused',
      failure: 'ungueltig',
      redirectTo: null,
    }
  );
}
