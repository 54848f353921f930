import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { OwedMail, registerOwedMails } from './owed-mails';
import { currentLogContext } from '../logging/log-context';
import { EVENT_ROUTES, EventPayload, eventPayloads, EventType, JobName, QUEUES, QueueName } from './job-names';
import { OutboxEvent } from './outbox-event.entity';

/** A route as the relay applies it, to a payload read back from the outbox table. */
interface StoredEventRoute {
  queue: QueueName;
  job: JobName;
  payload: (event: { id: string; payload: Record<string, unknown> }) => Record<string, unknown>;
}

export interface RoutedJob {
  queue: QueueName;
  name: string;
  /** Derived from the outbox id, so publishing an event twice adds its jobs once. */
  jobId: string;
  data: Record<string, unknown>;
}

/**
 * The jobs an outbox event starts (EVENT_ROUTES), with their ids and payloads. The job data carries
 * the event's request id, so the worker logs the job under it (also when the mail sweep queues it again).
 */
export function jobsOf(event: {
  id: string;
  type: EventType;
  payload: Record<string, unknown>;
  requestId?: string | null;
}): RoutedJob[] {
  // A stored payload passed its event's schema when it was recorded (recordOutboxEvent).
  const routes = (EVENT_ROUTES[event.type]?.jobs ?? []) as unknown as StoredEventRoute[];
  return routes.map((route) => ({
    queue: route.queue,
    name: route.job,
    jobId: `${event.id}-${route.job}`,
    data: { ...route.payload(event), ...(event.requestId ? { requestId: event.requestId } : {}) },
  }));
}

/** The mails among those jobs, as the e-mail log records them owed. */
export function owedMailsOf(jobs: RoutedJob[]): OwedMail[] {
  return jobs
    .filter((job) => job.queue === QUEUES.mail)
    .map((job) => ({ queue: job.queue, jobName: job.name, jobId: job.jobId, data: job.data }));
}

/**
 * Records an event in the caller's transaction and returns its id; the relay publishes it after
 * commit. A mail the event causes is recorded as owed in the same transaction, with its job data,
 * before any job exists: if Redis loses the job, the mail sweep queues it again from that row.
 * The event keeps the id of the request or job being handled (log-context.ts). A payload that does
 * not fit its event's schema fails the caller's transaction instead of a job later.
 */
export async function recordOutboxEvent<Type extends EventType>(
  manager: EntityManager,
  type: Type,
  event: EventPayload<Type>,
): Promise<string> {
  eventPayloads[type].parse(event);
  const payload = event as Record<string, unknown>;
  const context = currentLogContext();
  const requestId = context?.requestId ?? null;
  const result = await manager.insert(OutboxEvent, {
    type,
    payload: payload as OutboxEvent['payload'] & object,
    request_id: requestId,
  });
  const id = String(result.identifiers[0].id);
  const jobs = jobsOf({ id, type, payload, requestId });
  await registerOwedMails(manager, owedMailsOf(jobs));
  context?.logger.info({ outboxId: id, type, jobIds: jobs.map((job) => job.jobId) }, 'outbox event recorded');
  return id;
}

/**
 * The idempotency key of the booking mail an event causes (EVENT_ROUTES), so an admin's answer can
 * say whether that mail went out.
 */
export const bookingMailKey = (eventId: string) => `booking-email:${eventId}`;

@Injectable()
export class OutboxService {
  record<Type extends EventType>(manager: EntityManager, type: Type, payload: EventPayload<Type>): Promise<string> {
    return recordOutboxEvent(manager, type, payload);
  }
}
