import { Card, CardContent, Typography } from '@mui/material';

/** Legal notes of the GDPR tab (spec 001 §9 retention). */
export function GdprLegalNotes() {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Rechtliche Hinweise
        </Typography>
        <Typography variant="body2" component="ul" sx={{ pl: 2, m: 0, '& li': { mb: 0.5 } }}>
          <li>Recht auf Löschung nach Art. 17 DSGVO; Löschanfragen werden innerhalb eines Monats beantwortet.</li>
          <li>
            Rechnungsrelevante Buchungsdaten (Beträge, Daten, Rechnungs- und Zahlungsreferenzen) werden 10 Jahre
            aufbewahrt (§ 147 AO, § 257 HGB) und deshalb nur anonymisiert, nicht gelöscht.
          </li>
          <li>
            Das Löschprotokoll speichert die E-Mail-Adresse nur als Schlüssel-Hash, nie im Klartext, und keinen Namen.
          </li>
        </Typography>
      </CardContent>
    </Card>
  );
}
