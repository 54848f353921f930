import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { QUEUE_CONCURRENCY } from '../core/queue/job-names';
import { buildMessage, OutgoingMail } from './mail-message';
import './smtp-data-stream';

/**
 * SMTP delivery through nodemailer, pooled. Each stage of a delivery times out after
 * MAIL_SEND_TIMEOUT_MS, and there is a connection for every mail job a worker runs at once, so no
 * mail waits in the pool: a hung server cannot keep a delivery past its claim's lease.
 */
@Injectable()
export class MailTransportService implements OnApplicationShutdown {
  private readonly transporter: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { host, port, secure, user, password } = config.smtp;
    const timeout = config.mail.sendTimeoutMs;
    this.transporter = nodemailer.createTransport({
      host,
      port,
      secure,
      pool: true,
      maxConnections: QUEUE_CONCURRENCY.mail,
      auth: user ? { user, pass: password } : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  /** Resolves once the mail server accepted the message, with its Message-ID and the server's answer. */
  async deliver(mail: OutgoingMail): Promise<{ messageId: string; response: string }> {
    const { raw, envelope, messageId } = buildMessage(this.config.smtp.from, mail);
    // Given the Message-ID, nodemailer draws none for its node around the raw message.
    const info = await this.transporter.sendMail({ raw, envelope, messageId });
    return { messageId, response: String(info.response ?? '') };
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}

/**
 * A 5xx answer from the mail server (unknown mailbox, rejected content) will not change on a
 * retry; connection problems, timeouts and 4xx answers might.
 */
export function isPermanentDeliveryError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
