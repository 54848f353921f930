import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { EventType } from './job-names';
import { OutboxEvent } from './outbox-event.entity';

/** Records an event in the caller's transaction; the relay publishes it after commit. */
@Injectable()
export class OutboxService {
  async record(manager: EntityManager, type: EventType, payload: Record<string, unknown>): Promise<void> {
    await manager.insert(OutboxEvent, { type, payload: payload as OutboxEvent['payload'] & object });
  }
}
