import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailLayout, StoredTemplateBody } from './components/email-layout';
import { MyBookingsLink } from './components/my-bookings-link';
import { renderMail, XHTML_DOCTYPE } from './mail-shell';
import { htmlToText } from './plain-text';
import { EMAIL_REGISTRY, EMAIL_TYPES, previewEmailMessage, type EmailDefinition, type EmailMessage } from './registry';
import { PREVIEW_SITE, type SiteInfo } from './site';

/** A site of its own: no operator line, a bank account, another origin. */
const OTHER_SITE: SiteInfo = {
  phone: '+49 30 1234567',
  email: 'kurse@beispiel.example',
  url: 'https://kurse.beispiel.example/',
  bank: { accountHolder: 'Beispiel GmbH', iban: 'DE89370400440532013000' },
};

/** The mail as the whole layout renders it in one piece, and html-to-text reads that whole. */
function wholeMail(element: ReactElement) {
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(element)}`;
  return { html, text: htmlToText(html) };
}

function templateElement(type: EmailMessage['type'], site: SiteInfo): ReactElement {
  const message = previewEmailMessage(type);
  const definition = EMAIL_REGISTRY[type] as EmailDefinition<EmailMessage['props']>;
  return createElement(definition.component, { ...message.props, site });
}

function storedTemplateElement(
  site: SiteInfo,
  body: string,
  options: { unsubscribeUrl?: string; myBookingsUrl?: string },
) {
  return createElement(EmailLayout, {
    site,
    preview: 'Neue Termine im Frühjahr',
    unsubscribeUrl: options.unsubscribeUrl,
    children: [
      createElement(StoredTemplateBody, { key: 'body', html: body }),
      createElement(MyBookingsLink, { key: 'my-bookings', url: options.myBookingsUrl }),
    ],
  });
}

describe(renderMail.name, () => {
  it.each(EMAIL_TYPES.flatMap((type) => [PREVIEW_SITE, OTHER_SITE].map((site) => [type, site.url, site] as const)))(
    'writes %s (%s) as the whole layout renders it, HTML and text',
    (type, _url, site) => {
      const element = templateElement(type, site);
      // twice: the second from the cached layout
      expect(renderMail(element)).toEqual(wholeMail(element));
      expect(renderMail(element)).toEqual(wholeMail(element));
    },
  );

  it('writes an admin-authored body as the whole layout renders it, with and without an unsubscribe link', () => {
    const bodies = [
      '<p>Hallo Maria,</p><p>neue Termine: <a href="https://www.example.de/online-seminare">jetzt buchen</a></p>',
      'Nur eine Zeile ohne Absatz',
      `<h2>Überschrift</h2><ul><li>Punkt eins</li><li>Punkt zwei</li></ul><p>${'Ein langer Satz. '.repeat(20)}</p>`,
    ];
    for (const site of [PREVIEW_SITE, OTHER_SITE])
      for (const body of bodies)
        for (const options of [
          {},
          { unsubscribeUrl: 'https://www.example.de/newsletter-unsubscribe?token=abc' },
          { myBookingsUrl: 'https://www.example.de/meine-buchungen?token=xyz' },
        ]) {
          const element = storedTemplateElement(site, body, options);
          expect(renderMail(element)).toEqual(wholeMail(element));
        }
  });

  it('renders a mail without the layout whole', () => {
    const element = createElement('p', null, 'Hallo');
    expect(renderMail(element)).toEqual({ html: `${XHTML_DOCTYPE}<p>Hallo</p>`, text: 'Hallo' });
  });
});
