import { MAGIC_LINK_VALID_MINUTES, MAIL_LINK_FAILURE } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { TransactionRunner } from '../core/database/transaction';
import { createSecretToken, hashSecretToken } from '../core/security/secret-token';
import { BOOKING_MAIL_LINK_PURPOSE } from './booking-mail-link';
import { MagicLinkMailer } from './magic-link.mailer';
import { MagicLinkTokensRepository, StoredMagicLink } from './magic-link-tokens.repository';

type MagicLinkFailure = 'abgelaufen' | 'verwendet' | 'ungueltig' | typeof MAIL_LINK_FAILURE;

/** What opening a sign-in link does. */
export type MagicLinkOpening =
  | { outcome: 'sign-in'; email: string; redirectTo: string }
  | { outcome: 'refused'; failure: MagicLinkFailure; redirectTo: string | null }
  /** A booking mail's link in a browser signed in as its own address: nothing to do. */
  | { outcome: 'same-account' }
  /** A booking mail's link in a browser signed in as someone else: unused until they confirm. */
  | { outcome: 'other-account' };

/** createSecretToken: 32 random bytes, base64url. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const MAIL_WINDOW_MINUTES = 15;

@Injectable()
export class MagicLinkService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly mailer: MagicLinkMailer,
    private readonly tokens: MagicLinkTokensRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The same work for every address, known or not, admin or not, so neither the answer nor its
   * timing tells whether an address has an account: a token row and a queued mail. Beyond
   * MAGIC_LINKS_PER_ADDRESS in 15 minutes the answer stays the same but nothing is sent, so the form
   * cannot flood anyone's inbox.
   */
  async request(email: string, redirectTo: string): Promise<void> {
    const { token, hash } = createSecretToken();
    // The mail states the same validity.
    const expiresAt = new Date(this.clock.now().getTime() + MAGIC_LINK_VALID_MINUTES * 60_000);
    await this.transactions.run(async (manager) => {
      if (await this.mailsExhausted(manager, email)) return;
      await this.tokens.insertSignIn(manager, { email, tokenHash: hash, redirectTo, expiresAt });
      await this.mailer.send(manager, { email, token, expiresAt });
    });
  }

  /** Concurrent requests for one address count in turn (advisory lock until the commit). */
  private async mailsExhausted(manager: EntityManager, email: string): Promise<boolean> {
    const address = email.trim().toLowerCase();
    await this.tokens.lockAddress(manager, address);
    const sent = await this.tokens.countRecentSignIns(manager, address, MAIL_WINDOW_MINUTES);
    return sent >= this.config.rateLimit.magicLinksPerAddress;
  }

  /**
   * Every link signs in once. A booking mail's link meeting a session is left unused: the browser
   * is signed in as its address already, or as someone else, whom it must never replace unasked.
   */
  async open(token: string | undefined, signedInEmail: string | null): Promise<MagicLinkOpening> {
    const found = await this.find(token);
    if (!found) return { outcome: 'refused', failure: 'ungueltig', redirectTo: null };
    const { link } = found;
    if (link.purpose === BOOKING_MAIL_LINK_PURPOSE && signedInEmail !== null) {
      if (link.email.toLowerCase() === signedInEmail.toLowerCase()) return { outcome: 'same-account' };
      return link.used || link.expired ? refusal(link) : { outcome: 'other-account' };
    }
    return this.consume(found);
  }

  /** Signs in with a booking mail's link once the visitor confirmed replacing their session. */
  async consumeMailLink(token: string | undefined): Promise<MagicLinkOpening> {
    const found = await this.find(token);
    if (found?.link.purpose !== BOOKING_MAIL_LINK_PURPOSE)
      return { outcome: 'refused', failure: 'ungueltig', redirectTo: null };
    return this.consume(found);
  }

  /** A booking mail's link that can still sign in: its address, for the question before replacing a session. */
  async usableMailLinkAddress(token: string | undefined): Promise<string | null> {
    const link = (await this.find(token))?.link;
    return link?.purpose === BOOKING_MAIL_LINK_PURPOSE && !link.used && !link.expired ? link.email : null;
  }

  /**
   * Mails a fresh sign-in link to the address a booking mail's link was for, used or not; the
   * visitor never sees the address. False when the link is unknown (or erased with its address).
   */
  async renewMailLink(token: string | undefined): Promise<boolean> {
    const link = (await this.find(token))?.link;
    if (link?.purpose !== BOOKING_MAIL_LINK_PURPOSE) return false;
    await this.request(link.email, link.redirect_to);
    return true;
  }

  private async find(token: string | undefined): Promise<{ hash: string; link: StoredMagicLink } | null> {
    if (!token || !TOKEN_SHAPE.test(token)) return null;
    const hash = hashSecretToken(token);
    const link = await this.tokens.find(hash, this.clock.now());
    return link && { hash, link };
  }

  private async consume({ hash, link }: { hash: string; link: StoredMagicLink }): Promise<MagicLinkOpening> {
    const used = await this.tokens.markUsed(hash, this.clock.now());
    if (used) return { outcome: 'sign-in', email: used.email, redirectTo: used.redirect_to };
    return refusal(link);
  }
}

/** A booking mail's link offers a fresh one instead; read before a lost race, unused means used now. */
function refusal(link: StoredMagicLink): MagicLinkOpening {
  if (link.purpose === BOOKING_MAIL_LINK_PURPOSE)
    return { outcome: 'refused', failure: MAIL_LINK_FAILURE, redirectTo: link.redirect_to };
  const failure = link.used || !link.expired ? 'verwendet' : 'abgelaufen';
  return { outcome: 'refused', failure, redirectTo: link.redirect_to };
}
