import { AddressInfo } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface CaughtMail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  attachments: { filename?: string; contentType: string; content: Buffer }[];
  parsed: ParsedMail;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server?: SMTPServer;
  /** When set, the server rejects messages with this SMTP error (to test retries). */
  rejectWith?: { code: number; message: string };
  /** When set, every message is acknowledged only after this many milliseconds (a slow server). */
  delayMs = 0;
  private holding = false;
  private held: { sessionId: string; mail: CaughtMail; acknowledge: () => void; since: number }[] = [];
  /** Messages whose data is still being read or parsed. */
  private receiving = 0;

  async start(): Promise<number> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onClose: (session) => {
        // The client never got the server's acceptance: as with a real server, nothing was delivered.
        this.held = this.held.filter((entry) => entry.sessionId !== session.id);
      },
      onData: (stream, session, callback) => {
        this.receiving += 1;
        simpleParser(stream)
          .then(async (parsed) => {
            if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
            if (this.rejectWith) {
              const error = Object.assign(new Error(this.rejectWith.message), { responseCode: this.rejectWith.code });
              return callback(error);
            }
            if (this.holding) {
              this.held.push({
                sessionId: session.id,
                mail: toCaughtMail(parsed),
                acknowledge: () => callback(),
                since: Date.now(),
              });
              return;
            }
            this.mails.push(toCaughtMail(parsed));
            callback();
          })
          .catch(callback)
          .finally(() => (this.receiving -= 1));
      },
    });
    this.server.on('error', ignoreDroppedClient);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  /** Waits until at least `count` mails arrived (or those matching `filter`): the one way to wait for a mail. */
  waitFor(
    count: number,
    filter: (mail: CaughtMail) => boolean = () => true,
    timeoutMs = 20_000,
  ): Promise<CaughtMail[]> {
    return eventually(
      () => {
        const matching = this.mails.filter(filter);
        return matching.length >= count && matching;
      },
      { timeoutMs, what: `${count} mails` },
    );
  }

  /**
   * Waits until every client has disconnected and every message it sent in full is in `mails`
   * (or held): after a client is killed, what the server received from it is known only then.
   */
  waitUntilIdle(): Promise<unknown> {
    return eventually(() => this.server!.connections.size === 0 && this.receiving === 0, {
      timeoutMs: 10_000,
      everyMs: 10,
      what: 'the mail server idle',
    });
  }

  /**
   * Holds every further message before its SMTP acceptance (a stalled server): the client waits
   * mid-delivery. A connection that closes meanwhile delivered nothing; release() accepts the rest.
   */
  hold() {
    this.holding = true;
  }

  /** Messages received but not yet accepted because of hold(). */
  get heldCount(): number {
    return this.held.length;
  }

  /** How long the longest-waiting held message has been waiting, in milliseconds (0 when none). */
  get longestHeldMs(): number {
    return this.held.length ? Date.now() - Math.min(...this.held.map((entry) => entry.since)) : 0;
  }

  release() {
    this.holding = false;
    for (const entry of this.held.splice(0)) {
      this.mails.push(entry.mail);
      entry.acknowledge();
    }
  }

  clear() {
    this.mails.length = 0;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function toCaughtMail(parsed: ParsedMail): CaughtMail {
  const to = [parsed.to].flat().flatMap((address) => address?.value.map((entry) => entry.address ?? '') ?? []);
  return {
    to,
    subject: parsed.subject ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: attachment.content,
    })),
    parsed,
  };
}

/**
 * A client killed in the middle of a message (a worker, on purpose) resets its connection; a mail
 * server notes that and goes on. Any other server error still fails the run.
 */
function ignoreDroppedClient(error: NodeJS.ErrnoException) {
  if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
}
