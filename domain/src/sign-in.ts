/** How long a sign-in link works (visitors and admins alike); mails, dialogs and the privacy page say so. */
export const MAGIC_LINK_VALID_MINUTES = 15;

/** How long the browser keeps a booking mail's link for the question or a fresh link; the privacy page says so. */
export const MAIL_LINK_COOKIE_MINUTES = 30;

/**
 * A booking mail's 'Meine Buchungen öffnen' link signs in once. What the visitor is told when it
 * cannot: the server's answers and the site's pages use the same words.
 */
export const MAIL_LINK_MESSAGES = {
  gone: 'Dieser Link wurde bereits verwendet oder ist abgelaufen. Wir senden Ihnen gern einen neuen Link.',
  unknown: 'Diesen Link kennen wir nicht mehr. Bitte fordern Sie einen neuen Link mit Ihrer E-Mail-Adresse an.',
  adminSession:
    'Sie sind als Admin angemeldet. Ein Link aus einer Buchungs-E-Mail ersetzt keine Admin-Sitzung: Bitte melden Sie sich zuerst ab.',
} as const;
