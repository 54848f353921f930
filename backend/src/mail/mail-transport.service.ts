import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { Transporter } from 'nodemailer';
import type MailMessage from 'nodemailer/lib/mailer/mail-message';
import type MimeNode from 'nodemailer/lib/mime-node';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { PassThrough } from 'node:stream';
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
  private readonly transporter: Transporter<SMTPPool.SentMessageInfo>;

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
    const info = await new Promise<SMTPPool.SentMessageInfo>((resolve, reject) =>
      this.transporter.transporter.send(pooledMessage(raw, envelope, messageId), (error, sent) =>
        sent ? resolve(sent) : reject(error ?? new Error('the SMTP pool gave neither a result nor an error')),
      ),
    );
    return { messageId, response: String(info.response ?? '') };
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}

/**
 * A built message as nodemailer's pool reads a MailMessage: the envelope, the Message-ID and, for
 * each connection it tries, a new stream of the bytes. Handed to the pool straight, the message
 * skips Mail.sendMail, which would wrap the bytes in a MimeNode, run its plugins and parse the
 * finished envelope's addresses again: a quarter of the transport's CPU time per mail.
 */
function pooledMessage(
  raw: Buffer,
  envelope: MimeNode.Envelope,
  messageId: string,
): MailMessage<SMTPPool.SentMessageInfo> {
  const message: Pick<MimeNode, 'getHeader' | 'getEnvelope' | 'messageId' | 'createReadStream'> = {
    getHeader: (key) => (key.toLowerCase() === 'message-id' ? messageId : ''),
    // A new object each time: the pool adds its delivery options to it.
    getEnvelope: () => ({ from: envelope.from, to: [...envelope.to] }),
    messageId: () => messageId,
    createReadStream: () => new PassThrough().end(raw),
  };
  return { data: {}, message } as unknown as MailMessage<SMTPPool.SentMessageInfo>;
}

/**
 * A 5xx answer from the mail server (unknown mailbox, rejected content) will not change on a
 * retry; connection problems, timeouts and 4xx answers might.
 */
export function isPermanentDeliveryError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
