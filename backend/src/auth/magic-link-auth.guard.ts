import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { MagicLinkRefusal, MagicLinkUser } from './magic-link.strategy';

const REFUSAL = Symbol('magicLinkRefusal');

/**
 * Runs the 'magic-link' strategy without Passport sessions (ours live in PostgreSQL). A refused
 * link is not an error here: the callback shows the visitor a page that explains it.
 */
@Injectable()
export class MagicLinkAuthGuard extends AuthGuard('magic-link') {
  constructor() {
    super({ session: false });
  }

  handleRequest<User = MagicLinkUser>(
    error: unknown,
    user: User | false,
    info: MagicLinkRefusal | undefined,
    context: ExecutionContext,
  ): User {
    if (error instanceof Error) throw error;
    if (error) throw new Error('Magic link sign-in failed', { cause: error });
    if (!user) (context.switchToHttp().getRequest<Request>() as unknown as Record<symbol, unknown>)[REFUSAL] = info;
    return (user || null) as User;
  }
}

export function magicLinkRefusal(request: Request): MagicLinkRefusal {
  return (
    ((request as unknown as Record<symbol, unknown>)[REFUSAL] as MagicLinkRefusal | undefined) ?? {
      failure: 'ungueltig',
      redirectTo: null,
    }
  );
}
