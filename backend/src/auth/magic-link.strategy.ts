import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { getAuthSession } from '../core/http/auth-session';
import { MagicLinkOpening, MagicLinkService } from './magic-link.service';

export interface MagicLinkUser {
  email: string;
  redirectTo: string;
}

/** Where the callback sends a browser the link did not sign in. */
export type MagicLinkDetour = Exclude<MagicLinkOpening, { outcome: 'sign-in' }>;

/** Passport strategy 'magic-link': the one-time token from ?token= identifies the person. */
@Injectable()
export class MagicLinkStrategy extends PassportStrategy(Strategy, 'magic-link') {
  constructor(private readonly magicLinks: MagicLinkService) {
    super();
  }

  async validate(request: Request): Promise<MagicLinkUser | [false, MagicLinkDetour]> {
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const opening = await this.magicLinks.open(token, getAuthSession(request)?.email ?? null);
    if (opening.outcome === 'sign-in') return { email: opening.email, redirectTo: opening.redirectTo };
    return [false, opening];
  }
}
