import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxService } from '../../backend/src/core/queue/outbox.service';
import { EVENTS } from '../../backend/src/core/queue/job-names';
import { startTestApp, TestApp } from '../support/app';

describe('worker shutdown', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('finishes the active job before the worker closes', async () => {
    app.smtp.delayMs = 1500;
    const key = `shutdown-${Date.now()}`;
    await app.dataSource.transaction((manager) =>
      app.api.get(OutboxService).record(manager, EVENTS.emailRequested, {
        idempotencyKey: key,
        to: 'teilnehmer@example.de',
        message: {
          type: 'test-email',
          props: { templateName: 'Abschaltung', recipient: 'teilnehmer@example.de', sentAt: new Date().toISOString() },
        },
      }),
    );
    // Wait until the mail is in flight, then shut the worker down as SIGTERM would.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await app.dataSource.query(`SELECT attempts FROM email_log WHERE idempotency_key = $1`, [key]);
      if (row?.attempts >= 1) break;
      if (Date.now() > deadline) throw new Error('the mail job never started');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await app.stopWorker();

    expect(app.smtp.mails.filter((mail) => mail.subject === '[Test] Abschaltung')).toHaveLength(1);
    const [log] = await app.dataSource.query(`SELECT status FROM email_log WHERE idempotency_key = $1`, [key]);
    expect(log.status).toBe('sent');
  });
});
