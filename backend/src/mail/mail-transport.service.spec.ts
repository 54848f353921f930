import { AddressInfo, Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfig } from '../core/config/app-config';
import { isPermanentDeliveryError, MailTransportService } from './mail-transport.service';

interface Received {
  from: string;
  to: string[];
  message: string;
}

/** A real SMTP server that keeps each message's envelope and bytes, and can refuse a recipient. */
async function startServer() {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const state = { dropNextSender: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // As a server does that closed a connection the client still thought idle.
    onMailFrom(_address, session, callback) {
      if (!state.dropNextSender) return callback();
      state.dropNextSender = false;
      for (const socket of sockets) if (socket.remotePort === session.remotePort) socket.destroy();
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('unbekannt@'))
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((recipient) => recipient.address),
          message: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, received, state, port: (server.server.address() as AddressInfo).port };
}

describe(MailTransportService.name, () => {
  let smtp: Awaited<ReturnType<typeof startServer>>;
  let transport: MailTransportService;

  beforeAll(async () => {
    smtp = await startServer();
    const config = {
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Kurse <kurse@example.de>' },
      mail: { sendTimeoutMs: 10_000 },
    } as AppConfig;
    transport = new MailTransportService(config);
  });

  afterAll(async () => {
    transport.onApplicationShutdown();
    await new Promise<void>((resolve) => smtp.server.close(resolve));
  });

  const mail = (to: string, index = 0) => ({
    to,
    subject: `Buchungsbestätigung ${index}`,
    html: `<p>Hallo Jörg, Ihre Buchung ${index} ist bestätigt.</p>`,
    text: `Hallo Jörg, Ihre Buchung ${index} ist bestätigt.`,
    attachments: [{ filename: 'kurs.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR', contentType: 'text/calendar' }],
  });

  it('hands the server each message once, to its envelope, with the Message-ID it reports', async () => {
    const before = smtp.received.length;
    const sent = await Promise.all(
      Array.from({ length: 25 }, (_, index) =>
        transport.deliver(mail(`Teilnehmer ${index} <teilnehmer-${index}@example.de>`, index)),
      ),
    );
    const received = smtp.received.slice(before);
    expect(received).toHaveLength(25);
    for (const [index, { messageId, response }] of sent.entries()) {
      expect(response).toMatch(/^250 /);
      const arrived = received.filter((message) => message.to[0] === `teilnehmer-${index}@example.de`);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]).toMatchObject({ from: 'kurse@example.de', to: [`teilnehmer-${index}@example.de`] });
      const parsed = await simpleParser(arrived[0].message);
      expect(parsed.messageId).toBe(messageId);
      expect(parsed.subject).toBe(`Buchungsbestätigung ${index}`);
      expect(parsed.text?.trim()).toBe(`Hallo Jörg, Ihre Buchung ${index} ist bestätigt.`);
      expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['kurs.ics']);
    }
  });

  it('sends the message again over a new connection when the server dropped the one it went out on', async () => {
    await transport.deliver(mail('vorher@example.de'));
    smtp.state.dropNextSender = true;

    await transport.deliver(mail('nachher@example.de'));
    expect(smtp.state.dropNextSender).toBe(false);
    const arrived = smtp.received.filter((message) => message.to[0] === 'nachher@example.de');
    expect(arrived).toHaveLength(1);
    expect((await simpleParser(arrived[0].message)).subject).toBe('Buchungsbestätigung 0');
  });

  it("rejects with the server's answer when it refuses the recipient", async () => {
    const refused = await transport.deliver(mail('unbekannt@example.de')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ responseCode: 550 });
    expect(isPermanentDeliveryError(refused)).toBe(true);
    expect(smtp.received.some((message) => message.to[0] === 'unbekannt@example.de')).toBe(false);
  });
});

describe('isPermanentDeliveryError', () => {
  it('gives up on 5xx answers and retries everything else', () => {
    expect(isPermanentDeliveryError(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentDeliveryError(Object.assign(new Error('try again later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentDeliveryError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe(
      false,
    );
    expect(isPermanentDeliveryError(undefined)).toBe(false);
  });
});
