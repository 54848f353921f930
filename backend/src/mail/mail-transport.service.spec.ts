import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { previewEmailMessage, PREVIEW_SITE, renderEmail } from '@mpb/emails';
import nodemailer, { SendMailOptions } from 'nodemailer';
import Mail from 'nodemailer/lib/mailer';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { isPermanentDeliveryError, mailOptions, OutgoingMail, wholeMessage } from './mail-transport.service';

/** A message's random parts (date, boundaries) fixed, so two builds of it can be compared. */
const FIXED = { date: new Date('2099-06-01T10:00:00Z'), baseBoundary: 'fixed-boundary' } as SendMailOptions;

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

describe(mailOptions.name, () => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  async function source(options: SendMailOptions): Promise<string> {
    const info = await transport.sendMail({ ...options, ...FIXED });
    return (info.message as Buffer).toString();
  }

  /** What a receiver reads of a message, and how each part declares its type and encoding. */
  async function read(message: string) {
    const mail = await simpleParser(message);
    return {
      headers: [...mail.headers.keys()],
      // Text and HTML are quoted-printable where nodemailer may pick 7bit; what they read as is compared.
      partHeaders: message.match(/^Content-(Type|Disposition):.*(\r?\n[ \t].*)*/gm),
      subject: mail.subject,
      to: mail.to,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments.map(({ filename, contentType, contentDisposition, content }) => ({
        filename,
        contentType,
        contentDisposition,
        content: content.toString('base64'),
      })),
    };
  }

  it('builds a message a receiver reads as the one nodemailer builds itself, also the second with a shared attachment, each line ending in CRLF', async () => {
    const pdf = { filename: 'AGB-und-Widerrufsbelehrung.pdf', content: randomBytes(5000).toString('base64') };
    const shared = { ...pdf, encoding: 'base64' as const, contentType: 'application/pdf' };
    const confirmation = renderEmail(previewEmailMessage('booking-confirmation'), { site: PREVIEW_SITE });
    const mail: OutgoingMail = {
      to: 'Jörg Müller <teilnehmer@example.de>',
      subject: confirmation.subject,
      html: confirmation.html,
      text: `${confirmation.text}\n\nEine Zeile mit = und Leerzeichen am Ende \nund eine sehr lange Zeile ${'mit vielen Wörtern '.repeat(12)}`,
      messageId: '<abc@example.de>',
      attachments: [
        {
          filename: 'kurs.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
          contentType: 'text/calendar; method=PUBLISH',
        },
        shared,
      ],
    };
    const plain = {
      to: 'teilnehmer@example.de',
      subject: 'Hallo',
      html: '<p>Hallo</p>',
      text: 'Hallo\nWelt',
      attachments: [],
    };
    for (const sent of [mail, mail, plain]) {
      const own = await source({ from: 'Kurse <kurse@example.de>', ...sent });
      const built = await source(mailOptions('Kurse <kurse@example.de>', sent));

      expect(await read(built)).toEqual(await read(own));
      expect(built.match(/^Content-Transfer-Encoding:.*/gm)).toEqual([
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Transfer-Encoding: quoted-printable',
        ...sent.attachments.map(() => 'Content-Transfer-Encoding: base64'),
      ]);
      expect(built.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('draws a random boundary for each message, which its parts share', async () => {
    const mail: OutgoingMail = {
      to: 'teilnehmer@example.de',
      subject: 'Buchungsbestätigung',
      html: '<p>Hallo</p>',
      text: 'Hallo',
      attachments: [{ filename: 'termin.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' }],
    };
    const boundariesOf = async () => {
      const info = await transport.sendMail(mailOptions('kurs@example.de', mail));
      return [...(info.message as Buffer).toString().matchAll(/boundary="--_NmP-(.+)-Part_(\d+)"/g)].map(
        ([, base, part]) => ({ base, part }),
      );
    };
    const [first, second] = [await boundariesOf(), await boundariesOf()];
    expect(first.map(({ part }) => part)).toEqual(['1', '2']);
    expect(new Set(first.map(({ base }) => base)).size).toBe(1);
    expect(first[0].base).toMatch(/^[0-9a-f-]{36}$/);
    expect(second[0].base).not.toBe(first[0].base);
  });
});

describe('wholeMessage', () => {
  const confirmation = renderEmail(previewEmailMessage('booking-confirmation'), { site: PREVIEW_SITE });
  const outgoing: OutgoingMail = {
    to: 'teilnehmer@example.de',
    subject: confirmation.subject,
    html: confirmation.html,
    text: confirmation.text,
    messageId: '<abc@example.de>',
    attachments: [
      { filename: 'kurs.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR', contentType: 'text/calendar' },
      {
        filename: 'AGB.pdf',
        content: randomBytes(5000).toString('base64'),
        encoding: 'base64',
        contentType: 'application/pdf',
      },
    ],
  };
  const pieces = async (mail: SendMailOptions, plugins: Mail.PluginFunction[]) => {
    const transport = nodemailer.createTransport({ streamTransport: true });
    for (const plugin of plugins) transport.use('stream', plugin);
    const info = (await transport.sendMail({ ...mail, ...FIXED })) as {
      message: Readable;
      messageId: string;
      envelope: object;
    };
    const read: Buffer[] = [];
    for await (const piece of info.message) read.push(piece as Buffer);
    return { read, messageId: info.messageId, envelope: info.envelope };
  };

  it('hands the SMTP connection the message nodemailer builds, in one piece instead of many', async () => {
    const mail = mailOptions('Kurse <kurse@example.de>', outgoing);

    const streamed = await pieces(mail, []);
    const whole = await pieces(mail, [wholeMessage]);

    expect(streamed.read.length).toBeGreaterThan(5);
    expect(whole.read).toHaveLength(1);
    expect(whole.read[0].toString()).toBe(Buffer.concat(streamed.read).toString());
    expect(whole.messageId).toBe('<abc@example.de>');
    expect(whole.envelope).toEqual({ from: 'kurse@example.de', to: ['teilnehmer@example.de'] });
  });

  it('leaves a message with a part that is not finished to nodemailer, which sends it unchanged', async () => {
    const { html, text } = outgoing;
    // mailOptions leaves out an empty text and HTML; nodemailer gets them as plain strings.
    const mail = { ...mailOptions('Kurse <kurse@example.de>', { ...outgoing, html: '', text: '' }), html, text };

    const streamed = await pieces(mail, []);
    const whole = await pieces(mail, [wholeMessage]);

    expect(whole.read.length).toBeGreaterThan(1);
    expect(Buffer.concat(whole.read).toString()).toBe(Buffer.concat(streamed.read).toString());
  });
});
