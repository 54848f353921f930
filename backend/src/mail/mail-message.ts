import { randomUUID } from 'node:crypto';
import * as base64 from 'nodemailer/lib/base64';
import MimeNode from 'nodemailer/lib/mime-node';
import { quotedPrintable } from './quoted-printable';

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

export interface BuiltMessage {
  /** The whole message, headers and body, with CRLF line breaks. */
  raw: Buffer;
  envelope: MimeNode.Envelope;
  messageId: string;
}

/**
 * A mail as the message nodemailer's MailComposer makes of it: a multipart/alternative of its text
 * and HTML, inside a multipart/mixed with its attachments if it has any, the same headers. The
 * parts are encoded here and joined into one buffer, which the SMTP connection sends in one write:
 * nodemailer would build a node per part, each with random bytes of its own, and stream every
 * header block, boundary and part through streams of their own. Text and HTML are
 * quoted-printable, which keeps German text readable in the message's source; attachments are
 * base64.
 */
export function buildMessage(from: string, mail: OutgoingMail): BuiltMessage {
  const { to, subject, html, text, attachments = [], headers, messageId } = mail;
  // One random boundary base for the message's parts, as nodemailer draws it per message.
  const options = { baseBoundary: randomUUID() };
  const root = new MimeNode(attachments.length ? 'multipart/mixed' : 'multipart/alternative', options);
  if (headers) root.addHeader(headers);
  root.setHeader({ From: from, To: to, Subject: subject });
  if (messageId) root.setHeader('Message-ID', messageId);
  // Draws one if none was given, before the headers are built, as nodemailer does.
  const id = root.messageId();
  const content = [textPart('text/plain; charset=utf-8', text), textPart('text/html; charset=utf-8', html)];
  const body = attachments.length
    ? [joined(root.createChild('multipart/alternative', options), content), ...attachments.map(attachmentPart)]
    : content;
  return { raw: joined(root, body), envelope: root.getEnvelope(), messageId: id };
}

/** A multipart node's bytes as MimeNode.stream writes them: its headers, each part after a boundary line, the closing boundary. */
function joined(node: MimeNode, parts: Buffer[]): Buffer {
  // Building the headers settles the node's boundary.
  const pieces: Buffer[] = [Buffer.from(`${node.buildHeaders()}\r\n\r\n`)];
  const boundary = String(node.boundary);
  for (const [index, part] of parts.entries())
    pieces.push(Buffer.from(`${index ? '\r\n' : ''}--${boundary}\r\n`), part);
  pieces.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

function textPart(contentType: string, text: string): Buffer {
  return Buffer.concat([partHeaders(contentType, 'quoted-printable'), quotedPrintable(text)]);
}

/** An attachment object that goes out with many mails (the terms PDF) is encoded once. */
const attachmentParts = new WeakMap<MailAttachment, Buffer>();

function attachmentPart(attachment: MailAttachment): Buffer {
  let part = attachmentParts.get(attachment);
  if (!part) {
    const { content, contentType, filename, encoding } = attachment;
    const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : Buffer.from(content);
    const body = Buffer.from(base64.wrap(bytes.toString('base64'), 76));
    part = Buffer.concat([partHeaders(contentType, 'base64', filename), body]);
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
  // A child node, which has no message headers; it only ever heads a leaf part, so it needs no random boundary.
  const noBoundary = { baseBoundary: 'leaf' };
  const node = new MimeNode('multipart/mixed', noBoundary).createChild(contentType, { ...noBoundary, filename });
  node.setHeader('Content-Transfer-Encoding', encoding);
  if (filename) node.setHeader('Content-Disposition', 'attachment');
  const headers = Buffer.from(`${node.buildHeaders()}\r\n\r\n`);
  if (!filename) textPartHeaders.set(contentType, headers);
  return headers;
}
