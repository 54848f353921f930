/** What a certificate number stands for (DECISIONS 30): the public check's states. */
export const CERTIFICATE_STATES = ['valid', 'replaced', 'revoked', 'erased', 'unknown'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** The check's words for each state, on the page /zertifikat/{number}. */
export const CERTIFICATE_STATE_TEXTS: Record<CertificateState, { badge: string; title: string; text: string }> = {
  valid: {
    badge: 'Gültig',
    title: 'Dieses Zertifikat ist gültig.',
    text: 'Das Teilnahmezertifikat wurde von uns ausgestellt und ist gültig.',
  },
  replaced: {
    badge: 'Ersetzt',
    title: 'Dieses Zertifikat wurde ersetzt.',
    text: 'Es wurde durch ein neu ausgestelltes Zertifikat mit anderer Nummer ersetzt und ist nicht mehr gültig.',
  },
  revoked: {
    badge: 'Widerrufen',
    title: 'Dieses Zertifikat wurde widerrufen.',
    text: 'Wir haben es zurückgenommen, weil die Teilnahme am Kurs nicht bestätigt ist. Es ist nicht mehr gültig.',
  },
  erased: {
    badge: 'Nicht mehr prüfbar',
    title: 'Dieses Zertifikat kann nicht mehr geprüft werden.',
    text: 'Die Daten der Teilnehmerin oder des Teilnehmers wurden auf deren Wunsch gelöscht (DSGVO). Die Angaben auf dem Zertifikat lassen sich daher nicht mehr bestätigen.',
  },
  unknown: {
    badge: 'Unbekannt',
    title: 'Zu dieser Nummer ist kein Zertifikat bekannt.',
    text: 'Bitte prüfen Sie die Zertifikatsnummer. Sie steht oben rechts auf dem Zertifikat, z. B. K3QF-9M2T-XW7A-HC4D.',
  },
};
