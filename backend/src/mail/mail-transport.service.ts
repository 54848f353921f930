import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import nodemailer, { SendMailOptions, Transporter } from 'nodemailer';
import * as base64 from 'nodemailer/lib/base64';
import Mail from 'nodemailer/lib/mailer';
import MimeNode from 'nodemailer/lib/mime-node';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { QUEUE_CONCURRENCY } from '../core/queue/job-names';
import { quotedPrintable } from './quoted-printable';
import './smtp-data-stream';

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
 * The nodemailer message for a mail, each part (text, HTML, attachments) handed over finished, as
 * nodemailer would write it: a stream pipeline of its own per part costs it more than encoding the
 * part. Line breaks in text become CRLF, the form MIME prescribes, so the SMTP connection has none
 * to repair (smtp-data-stream.ts). Text and HTML are quoted-printable, which keeps German text
 * readable in the message's source; attachments are base64.
 */
export function mailOptions(from: string, mail: OutgoingMail): SendMailOptions {
  const { html, text, attachments = [], ...rest } = mail;
  return {
    from,
    // One random boundary base for the message's parts; nodemailer would draw one per part.
    baseBoundary: randomUUID(),
    ...rest,
    // nodemailer leaves out an empty part
    text: text && { raw: textPart('text/plain; charset=utf-8', text) },
    html: html && { raw: textPart('text/html; charset=utf-8', html) },
    attachments: attachments.map(attachmentPart),
  };
}

function textPart(contentType: string, text: string): Buffer {
  return Buffer.concat([partHeaders(contentType, 'quoted-printable'), quotedPrintable(text)]);
}

/** An attachment object that goes out with many mails (the terms PDF) is encoded once. */
const attachmentParts = new WeakMap<MailAttachment, { raw: Buffer }>();

function attachmentPart(attachment: MailAttachment): { raw: Buffer } {
  let part = attachmentParts.get(attachment);
  if (!part) {
    const { content, contentType, filename, encoding } = attachment;
    const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content);
    const body = Buffer.from(base64.wrap(bytes.toString('base64'), 76));
    part = { raw: Buffer.concat([partHeaders(contentType, 'base64', filename), body]) };
    attachmentParts.set(attachment, part);
  }
  return part;
}

/** The headers of a part without a file name (text, HTML) depend only on its type. */
const textPartHeaders = new Map<string, Buffer>();

/** A part's headers as nodemailer writes them, with the blank line that ends them. */
function partHeaders(contentType: string, encoding: 'quoted-printable' | 'base64', filename?: string): Buffer {
  const known = filename ? undefined : textPartHeaders.get(contentType);
  if (known) return known;
  // The node only ever heads a leaf part, so it needs no random boundary.
  const noBoundary = { baseBoundary: 'leaf' };
  const node = new MimeNode('multipart/mixed', noBoundary).createChild(contentType, { ...noBoundary, filename });
  node.setHeader('Content-Transfer-Encoding', encoding);
  if (filename) node.setHeader('Content-Disposition', 'attachment');
  const headers = Buffer.from(`${node.buildHeaders()}\r\n\r\n`);
  if (!filename) textPartHeaders.set(contentType, headers);
  return headers;
}

/**
 * nodemailer streams a message part by part, each through streams of its own, and in many small
 * pieces (each header block, boundary and part), which the SMTP connection writes to the socket one
 * by one: twenty writes for a confirmation. A message whose parts are all finished (mailOptions)
 * is joined here into one buffer, as nodemailer would stream it, and leaves in one write. Any other
 * message is streamed by nodemailer as usual.
 */
export const wholeMessage: Mail.PluginFunction = (mail, done) => {
  const { message } = mail;
  const pieces: Buffer[] = [];
  if (joinFinished(message, pieces)) {
    // A node's raw content stands for its headers and content, but not its children: a new node.
    mail.message = new MimeNode().setRaw(Buffer.concat(pieces)).setHeader('Message-ID', message.messageId());
    mail.message.setEnvelope(message.getEnvelope());
  }
  done();
};

/** A compiled node; `_raw` holds a part handed over finished (setRaw), which nodemailer writes as it is. */
type CompiledNode = MimeNode & { _raw?: unknown };

/** The node's bytes in the order MimeNode.stream writes them; false if some part is not finished. */
function joinFinished(node: CompiledNode, pieces: Buffer[]): boolean {
  if (Buffer.isBuffer(node._raw)) {
    pieces.push(node._raw);
    return true;
  }
  if (node._raw) return false;
  // Building the headers settles whether the node is multipart, and its boundary.
  const headers = node.buildHeaders();
  if (!node.multipart) return false;
  pieces.push(Buffer.from(`${headers}\r\n\r\n`));
  for (const [index, child] of node.childNodes.entries()) {
    pieces.push(Buffer.from(`${index ? '\r\n' : ''}--${String(node.boundary)}\r\n`));
    if (!joinFinished(child, pieces)) return false;
  }
  pieces.push(Buffer.from(`\r\n--${String(node.boundary)}--\r\n`));
  return true;
}

/**
 * A 5xx answer from the mail server (unknown mailbox, rejected content) will not change on a
 * retry; connection problems, timeouts and 4xx answers might.
 */
export function isPermanentDeliveryError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
