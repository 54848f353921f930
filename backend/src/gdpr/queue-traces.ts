import { AppConfig } from '../core/config/app-config';
import { TokenSealer } from '../core/security/sealed-token';
import { Person } from './person';

/** What the queue scrub looks for: the person's address, names and phone numbers, and their records' ids. */
export type QueueTraces = Pick<Person, 'pattern' | 'ids'>;

const SEAL_PURPOSE = 'gdpr-queue-scrub';

/** Seals a deletion's traces for gdpr_queue_scrubs: the table never holds the erased address readable. */
export class QueueTracesSealer {
  private readonly sealer: TokenSealer;

  constructor(config: AppConfig) {
    this.sealer = new TokenSealer(config.auth.sessionSecret, SEAL_PURPOSE);
  }

  seal({ pattern, ids }: QueueTraces): string {
    return this.sealer.seal(JSON.stringify({ pattern, ids }));
  }

  /** Throws when SESSION_SECRET has changed since the deletion. */
  unseal(sealed: string): QueueTraces {
    return JSON.parse(this.sealer.unseal(sealed)) as QueueTraces;
  }
}
