import { randomBytes } from 'node:crypto';
import { previewEmailMessage, PREVIEW_SITE, renderEmail } from '@mpb/emails';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { buildMessage, OutgoingMail } from './mail-message';

const FROM = 'Kurse <kurse@example.de>';

/** The message nodemailer builds itself from the mail, with the boundary base, date and Message-ID of `like`. */
async function nodemailersOwn(mail: OutgoingMail, like: string): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({
    from: FROM,
    ...mail,
    baseBoundary: /boundary="--_NmP-(.+?)-Part_1"/.exec(like)?.[1],
    date: new Date(/^Date: (.*)$/m.exec(like)?.[1] ?? ''),
    messageId: /^Message-ID: (.*)$/m.exec(like)?.[1],
  });
  return (info.message as Buffer).toString();
}

/** What a receiver reads of a message, and how each part declares its type. */
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

const headerBlock = (message: string) => message.slice(0, message.indexOf('\r\n\r\n'));

describe(buildMessage.name, () => {
  const pdf = { filename: 'AGB-und-Widerrufsbelehrung.pdf', content: randomBytes(5000).toString('base64') };
  const shared = { ...pdf, encoding: 'base64' as const, contentType: 'application/pdf' };
  const confirmation = renderEmail(previewEmailMessage('booking-confirmation'), { site: PREVIEW_SITE });
  const mail: OutgoingMail = {
    to: 'Jörg Müller <teilnehmer@example.de>',
    subject: confirmation.subject,
    html: confirmation.html,
    text: `${confirmation.text}\n\nEine Zeile mit = und Leerzeichen am Ende \nund eine sehr lange Zeile ${'mit vielen Wörtern '.repeat(12)}`,
    messageId: '<abc@example.de>',
    headers: { 'List-Unsubscribe': '<https://www.example.de/abmelden?t=1>' },
    attachments: [
      {
        filename: 'kurs.ics',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
        contentType: 'text/calendar; method=PUBLISH',
      },
      shared,
    ],
  };
  const plain: OutgoingMail = {
    to: 'teilnehmer@example.de',
    subject: 'Hallo',
    html: '<p>Hallo</p>',
    text: 'Hallo\nWelt',
  };

  it('builds a message a receiver reads as the one nodemailer builds itself, also the second with a shared attachment, each line ending in CRLF', async () => {
    for (const sent of [mail, mail, plain]) {
      const built = buildMessage(FROM, sent).raw.toString();
      const own = await nodemailersOwn(sent, built);

      expect(await read(built)).toEqual(await read(own));
      expect(built.match(/^Content-Transfer-Encoding:.*/gm)).toEqual([
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Transfer-Encoding: quoted-printable',
        ...(sent.attachments ?? []).map(() => 'Content-Transfer-Encoding: base64'),
      ]);
      expect(built.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    }
  });

  it('writes the message headers nodemailer writes', async () => {
    for (const sent of [mail, plain]) {
      const built = buildMessage(FROM, sent).raw.toString();

      expect(headerBlock(built)).toBe(headerBlock(await nodemailersOwn(sent, built)));
    }
  });

  it('names the sender and recipient for the SMTP envelope, and the Message-ID the message carries', () => {
    const given = buildMessage(FROM, mail);
    const drawn = buildMessage(FROM, plain);

    expect(given.envelope).toEqual({ from: 'kurse@example.de', to: ['teilnehmer@example.de'] });
    expect(given.messageId).toBe('<abc@example.de>');
    expect(drawn.messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
    for (const { raw, messageId } of [given, drawn])
      expect(/^Message-ID: (.*)$/m.exec(raw.toString())?.[1]).toBe(messageId);
  });

  it('draws a random boundary for each message, which its parts share', () => {
    const boundariesOf = () =>
      [
        ...buildMessage(FROM, mail)
          .raw.toString()
          .matchAll(/boundary="--_NmP-(.+)-Part_(\d+)"/g),
      ].map(([, base, part]) => ({ base, part }));
    const [first, second] = [boundariesOf(), boundariesOf()];

    expect(first.map(({ part }) => part)).toEqual(['1', '2']);
    expect(new Set(first.map(({ base }) => base)).size).toBe(1);
    expect(first[0].base).toMatch(/^[0-9a-f-]{36}$/);
    expect(second[0].base).not.toBe(first[0].base);
  });
});
