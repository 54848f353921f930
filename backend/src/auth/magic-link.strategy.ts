import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { MagicLinkFailure, MagicLinkService } from './magic-link.service';

export interface MagicLinkUser {
  email: string;
  redirectTo: string;
}

export interface MagicLinkRefusal {
  failure: MagicLinkFailure;
  redirectTo: string | null;
}

/** Passport strategy 'magic-link': the one-time token from ?token= identifies the person. */
@Injectable()
export class MagicLinkStrategy extends PassportStrategy(Strategy, 'magic-link') {
  constructor(private readonly magicLinks: MagicLinkService) {
    super();
  }

  async validate(request: Request): Promise<MagicLinkUser | [false, MagicLinkRefusal]> {
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const result = await this.magicLinks.consume(token);
    if (result.ok) return { email: result.email, redirectTo: result.redirectTo };
    return [false, { failure: result.failure, redirectTo: result.redirectTo }];
  }
}
