import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { EVENTS } from '../core/queue/job-names';
import { OutboxService } from '../core/queue/outbox.service';
import { MAGIC_LINK_SEAL_PURPOSE, TokenSealer } from '../core/security/sealed-token';

interface MagicLinkMailRequest {
  /** Lower-cased address the link is for. */
  email: string;
  /** The raw one-time token (only its hash is stored in magic_link_tokens). */
  token: string;
  expiresAt: Date;
}

/**
 * Queues the sign-in e-mail in the caller's transaction (the one that stores the token's hash):
 *   await magicLinkTokens.insertSignIn(manager, { email, tokenHash, redirectTo, expiresAt });
 *   await magicLinkMailer.send(manager, { email, token, expiresAt });
 * The link is `${PUBLIC_URL}/api/auth/callback?token=…`; a mail still queued after expiry is dropped.
 */
@Injectable()
export class MagicLinkMailer {
  private readonly sealer: TokenSealer;

  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, MAGIC_LINK_SEAL_PURPOSE);
  }

  async send(manager: EntityManager, request: MagicLinkMailRequest): Promise<void> {
    await this.outbox.record(manager, EVENTS.magicLinkRequested, {
      email: request.email.trim().toLowerCase(),
      sealedToken: this.sealer.seal(request.token),
      expiresAt: request.expiresAt.toISOString(),
    });
  }
}

export function magicLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/auth/callback?token=${encodeURIComponent(token)}`;
}
