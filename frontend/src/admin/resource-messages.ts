/** German names and field labels of the admin resources (`resources.<name>.fields.*`). */
export const resourceMessages = {
  resources: {
    bookings: {
      name: 'Buchung |||| Buchungen',
      fields: {
        customer_name: 'Name',
        customer_email: 'E-Mail',
        customer_phone: 'Telefon',
        course_title: 'Kurs',
        course_date: 'Kursdatum',
        amount: 'Betrag',
        booking_status: 'Buchungsstatus',
        payment_status: 'Zahlungsstatus',
        email_status: 'E-Mail-Status',
        created_at: 'Erstellt am',
      },
    },
    'audit-log': {
      name: 'Audit-Log-Eintrag |||| Audit-Log',
      fields: {
        at: 'Zeitpunkt',
        actor_email: 'Wer',
        action: 'Aktion',
        entity: 'Datensatz',
        entity_id: 'Datensatznummer',
      },
    },
    courses: {
      name: 'Kurs |||| Kurse verwalten',
      fields: {
        title: 'Titel',
        type: 'Typ',
        date: 'Datum',
        start_time: 'Beginn',
        end_time: 'Ende',
        gross_price: 'Bruttopreis',
        available_spots: 'Freie Plätze',
        max_participants: 'Max. Teilnehmende',
        status: 'Status',
      },
    },
    'newsletter-subscribers': {
      name: 'Newsletter-Abonnent |||| Newsletter',
      fields: {
        name: 'Name',
        email: 'E-Mail',
        active: 'Aktiv',
        subscribed_at: 'Angemeldet am',
        unsubscribed_at: 'Abgemeldet am',
      },
    },
    'waitlist-entries': {
      name: 'Wartelisten-Eintrag |||| Wartelisten',
      fields: {
        position: 'Position',
        customer_name: 'Name',
        customer_email: 'E-Mail',
        customer_phone: 'Telefon',
        course_id: 'Kurs',
        created_at: 'Angemeldet am',
      },
    },
    'discount-codes': {
      name: 'Discount Code |||| Discount Codes',
      fields: {
        code: 'Code',
        discount_type: 'Art',
        discount_value: 'Rabatt',
        active: 'Aktiv',
        valid_from: 'Gültig ab',
        valid_until: 'Gültig bis',
        current_uses: 'Verwendet',
        max_uses: 'Max. Verwendungen',
        description: 'Beschreibung',
        first_booking_only: 'Nur für die erste Buchung',
      },
    },
    'email-templates': {
      name: 'E-Mail Template |||| E-Mail Templates',
      fields: {
        name: 'Name',
        type: 'Typ',
        subject: 'Betreff',
        is_active: 'Aktiv',
        is_default: 'Standard',
        created_at: 'Erstellt am',
      },
    },
    invoices: {
      name: 'Rechnung |||| Rechnungen',
      fields: {
        number: 'Nummer',
        kind: 'Art',
        issued_at: 'Datum',
        buyer_name: 'Rechnungsempfänger',
        net_cents: 'Netto',
        tax_cents: 'USt.',
        gross_cents: 'Brutto',
        payment_state: 'Zahlungsstand',
      },
    },
    'gdpr-deletions': {
      name: 'GDPR-Anfrage |||| GDPR-Anfragen',
      fields: {
        email: 'E-Mail',
        reason: 'Grund',
        deleted_at: 'Gelöscht am',
        affected_tables: 'Betroffene Daten',
      },
    },
  },
};
