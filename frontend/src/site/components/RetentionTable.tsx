import '../styles/table-scroll.css';

/**
 * How long the product and its operator keep each kind of data (spec 001 §9, DECISIONS 17, 27, 30
 * and 33): what a GDPR deletion erases (backend/src/gdpr/personal-data.repository.ts) and what outlives it.
 */
const retentionPeriods = [
  {
    data: 'Buchungsdaten (Name, E-Mail-Adresse, Telefonnummer, Firma, Anmerkungen, Termin, Zahlungsstatus, Versandprotokoll unserer E-Mails)',
    period:
      'bis Sie die Löschung verlangen; wir brauchen sie auch nach dem Seminar für „Meine Buchungen“, Ihr Zertifikat, Rückfragen und Nachweise. Bei der Löschung anonymisieren wir Ihre Buchungen: Betrag, Datum und Zahlungsreferenz bleiben ohne Bezug zu Ihrer Person für die Buchhaltung erhalten.',
  },
  {
    data: 'Teilnahmezertifikate (Nummer, Name, Kurs, Datum)',
    period:
      'für die öffentliche Echtheitsprüfung, bis Sie die Löschung verlangen; danach bleiben nur Nummer, Kurs und Datum ohne Ihren Namen.',
  },
  {
    data: 'Rechnungen',
    period:
      '8 Jahre ab dem Ende des Kalenderjahres, in dem die Rechnung ausgestellt wurde (§ 147 Abs. 1 Nr. 4 und Abs. 3 AO, § 14b UStG, § 257 HGB); so lange bleiben sie auch nach einer Löschung Ihrer übrigen Daten erhalten (Art. 17 Abs. 3 lit. b DSGVO).',
  },
  {
    data: 'Warteliste',
    period:
      'bis Sie sich austragen, ein Ihnen angebotener Platz ungenutzt verfällt, der Termin abgesagt wird oder Sie die Löschung verlangen; nach einer Buchung über die Warteliste wie die Buchungsdaten.',
  },
  {
    data: 'Newsletter',
    period:
      'bis zu Ihrem Widerruf. Danach, und bei nicht bestätigten Anmeldungen, bewahren wir Ihre Adresse mit den Zeitpunkten von Anmeldung, Bestätigung und Abmeldung als Nachweis auf (Art. 7 Abs. 1, Art. 6 Abs. 1 lit. f DSGVO), bis Sie die Löschung verlangen.',
  },
  { data: 'Kontaktanfragen', period: 'bis zu 6 Monate nach Abschluss der Anfrage' },
  { data: 'Analyse-Cookies (nur mit Einwilligung)', period: 'höchstens 14 Monate' },
];

export function RetentionTable() {
  return (
    <div className="table-scroll" role="region" aria-label="Speicherdauer" tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">Daten</th>
            <th scope="col">Speicherdauer</th>
          </tr>
        </thead>
        <tbody>
          {retentionPeriods.map((row) => (
            <tr key={row.data}>
              <td>{row.data}</td>
              <td>{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
