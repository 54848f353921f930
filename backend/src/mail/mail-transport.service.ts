import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Transform, TransformCallback } from 'node:stream';
import nodemailer, { SendMailOptions, Transporter } from 'nodemailer';
import { wrap } from 'nodemailer/lib/base64';
import Mail from 'nodemailer/lib/mailer';
import MimeNode from 'nodemailer/lib/mime-node';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { QUEUE_CONCURRENCY } from '../core/queue/job-names';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
  /** 'base64' for binary files such as a PDF. */
  encoding?: 'base64';
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** Extra headers, e.g. List-Unsubscribe on newsletter mail. */
  headers?: Record<string, string>;
  /** Stable per idempotency key, so a receiver can drop a resend after a crash as a duplicate. */
  messageId?: string;
}

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
    this.transporter.use('stream', wholeMessage);
  }

  /** Resolves once the mail server accepted the message, with its Message-ID and the server's answer. */
  async deliver(mail: OutgoingMail): Promise<{ messageId: string; response: string }> {
    const info = await this.transporter.sendMail(mailOptions(this.config.smtp.from, mail));
    return { messageId: info.messageId, response: String(info.response ?? '') };
  }

  onApplicationShutdown() {
    this.transporter.close();
  }
}

/**
 * The nodemailer message for a mail; binary attachments go in as their finished MIME parts. Text
 * is quoted-printable: nodemailer picks that itself for German text, mostly Latin letters, but
 * counts every character of each part and header more than once to decide.
 */
export function mailOptions(from: string, mail: OutgoingMail): SendMailOptions {
  const { attachments, ...rest } = mail;
  if (!attachments?.length) return { from, textEncoding: 'quoted-printable', ...rest };
  return {
    from,
    textEncoding: 'quoted-printable',
    ...rest,
    attachments: attachments.map((attachment) =>
      attachment.encoding === 'base64' ? { raw: encodedPart(attachment) } : attachment,
    ),
  };
}

/**
 * An attachment object that goes out with many mails (the terms PDF) is encoded once. The part is
 * what nodemailer writes for it itself: its headers, then the content as base64 in 76-character lines.
 */
const encodedParts = new WeakMap<MailAttachment, Buffer>();

function encodedPart(attachment: MailAttachment): Buffer {
  let part = encodedParts.get(attachment);
  if (!part) {
    const node = new MimeNode('multipart/mixed').createChild(attachment.contentType, {
      filename: attachment.filename,
    });
    node.setHeader('Content-Transfer-Encoding', 'base64');
    node.setHeader('Content-Disposition', 'attachment');
    const base64 = Buffer.from(attachment.content, 'base64').toString('base64');
    part = Buffer.from(`${node.buildHeaders()}\r\n\r\n${wrap(base64, 76)}`);
    encodedParts.set(attachment, part);
  }
  return part;
}

/**
 * nodemailer streams a message in many small pieces (each header block, boundary and encoded
 * line), and the SMTP connection writes each to the socket on its own: twenty writes for a
 * confirmation. Gathered first, a message leaves in one write, which costs the worker and the
 * receiving server less.
 */
export const wholeMessage: Mail.PluginFunction = (mail, done) => {
  mail.message.transform(new WholeMessage());
  done();
};

class WholeMessage extends Transform {
  private readonly pieces: Buffer[] = [];

  override _transform(piece: Buffer, _encoding: BufferEncoding, next: TransformCallback) {
    this.pieces.push(piece);
    next();
  }

  override _flush(next: TransformCallback) {
    next(null, Buffer.concat(this.pieces));
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
