import { EntityManager } from 'typeorm';

/**
 * A place that keeps analytics-consent data about a person (none exists yet: the site loads no
 * analytics, DECISIONS 18). Each one registers here and is emptied when consent is revoked.
 */
export interface ConsentRecordStore {
  /** Deletes what this store keeps for the address (lower-cased); returns how many records it removed. */
  deleteFor(manager: EntityManager, email: string | null): Promise<number>;
}

export const CONSENT_RECORD_STORES = Symbol('CONSENT_RECORD_STORES');
