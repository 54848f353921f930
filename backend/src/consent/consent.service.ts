import { isValidEmail, normaliseEmail } from '@mpb/domain';
import { Inject, Injectable } from '@nestjs/common';
import { Logger } from 'pino';
import { TransactionRunner } from '../core/database/transaction';
import { LOGGER } from '../core/logging/logging.module';
import { CONSENT_RECORD_STORES, ConsentRecordStore } from './consent-records';

/** The cookie cleanup function (000 §7): revoking analytics consent deletes what it allowed. */
@Injectable()
export class ConsentService {
  constructor(
    private readonly transactions: TransactionRunner,
    @Inject(CONSENT_RECORD_STORES) private readonly stores: ConsentRecordStore[],
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async revoke(rawEmail: unknown): Promise<void> {
    const email = typeof rawEmail === 'string' && isValidEmail(rawEmail) ? normaliseEmail(rawEmail) : null;
    let removed = 0;
    if (this.stores.length > 0) {
      removed = await this.transactions.run(async (manager) => {
        let count = 0;
        for (const store of this.stores) count += await store.deleteFor(manager, email);
        return count;
      });
    }
    // No address in the log: only that a revocation happened and what it removed.
    this.logger.info({ withEmail: email !== null, stores: this.stores.length, removed }, 'analytics consent revoked');
  }
}
