import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { NewsletterSubscriber } from './newsletter-subscriber.entity';

/** A sign-up as it is first stored: pending until its confirmation link is used. */
export type NewSubscriber = Pick<
  NewsletterSubscriber,
  'id' | 'email' | 'name' | 'source' | 'active' | 'unsubscribe_token_hash'
>;

/** The newsletter_subscribers rows: one per address, reused on re-subscribe. */
@Injectable()
export class NewsletterSubscriberRepository {
  constructor(private readonly dataSource: DataSource) {}

  findById(id: string): Promise<NewsletterSubscriber | null> {
    return this.dataSource.getRepository(NewsletterSubscriber).findOneBy({ id });
  }

  /** Stores the sign-up unless the address has a row already. */
  async insertIfAbsent(manager: EntityManager, subscriber: NewSubscriber): Promise<void> {
    await manager.createQueryBuilder().insert().into(NewsletterSubscriber).values(subscriber).orIgnore().execute();
  }

  lockByEmail(manager: EntityManager, email: string): Promise<NewsletterSubscriber> {
    return manager.findOneOrFail(NewsletterSubscriber, { where: { email }, lock: { mode: 'pessimistic_write' } });
  }

  lockByConfirmTokenHash(manager: EntityManager, hash: string): Promise<NewsletterSubscriber | null> {
    return manager.findOne(NewsletterSubscriber, {
      where: { confirm_token_hash: hash },
      lock: { mode: 'pessimistic_write' },
    });
  }

  lockByUnsubscribeTokenHash(manager: EntityManager, hash: string): Promise<NewsletterSubscriber | null> {
    return manager.findOne(NewsletterSubscriber, {
      where: { unsubscribe_token_hash: hash },
      lock: { mode: 'pessimistic_write' },
    });
  }

  async update(manager: EntityManager, id: string, changes: Partial<Omit<NewsletterSubscriber, 'id'>>): Promise<void> {
    await manager.update(NewsletterSubscriber, id, changes);
  }
}
