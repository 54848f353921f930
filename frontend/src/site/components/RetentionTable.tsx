import '../styles/table-scroll.css';

/** Retention periods stated in the privacy policy (spec 000 §9, 001 §9). */
const retentionPeriods = [
  { data: 'Kontaktanfragen', period: 'bis zu 6 Monate nach Abschluss der Anfrage' },
  { data: 'Personenbezogene Buchungsdaten', period: '6 Monate nach dem Ende des Seminars, danach anonymisiert' },
  {
    data: 'Rechnungsdaten',
    period: 'bis zu 10 Jahre (§ 257 HGB, § 147 AO); sie bleiben erhalten, wenn Buchungen anonymisiert werden',
  },
  { data: 'Warteliste', period: 'bis zur Austragung, spätestens 6 Monate nach dem Seminartermin' },
  { data: 'Newsletter', period: 'bis zu Ihrem Widerruf' },
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
