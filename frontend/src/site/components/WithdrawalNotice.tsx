import { OPERATOR, OPERATOR_ADDRESS } from '../content/operator';
import { SITE_EMAIL, SITE_PHONE, mailHref } from '../lib/site-config';

/** Consumer withdrawal notice and model form (Anlagen 1 and 2 zu Art. 246a EGBGB) for services. */
export function WithdrawalNotice() {
  return (
    <section className="section section--tinted" aria-labelledby="widerrufsbelehrung">
      <div className="container">
        <div className="prose">
          <h2 id="widerrufsbelehrung">Widerrufsbelehrung für Verbraucher</h2>
          <h3>Widerrufsrecht</h3>
          <p>
            Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die
            Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsabschlusses.
          </p>
          <p>
            Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({OPERATOR.company}, {OPERATOR_ADDRESS}, Telefon{' '}
            {SITE_PHONE}, E-Mail <a href={mailHref('Widerruf meiner Seminarbuchung')}>{SITE_EMAIL}</a>) mittels einer
            eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) über Ihren
            Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende
            Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.
          </p>
          <p>
            Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts
            vor Ablauf der Widerrufsfrist absenden.
          </p>
          <h3>Folgen des Widerrufs</h3>
          <p>
            Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben,
            unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über
            Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe
            Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde
            ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte
            berechnet.
          </p>
          <p>
            Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns
            einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der
            Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen
            im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.
          </p>
          <h3>Hinweis zu Seminaren innerhalb der Widerrufsfrist</h3>
          <p className="legal-callout">
            Beginnt Ihr Seminar innerhalb der 14-tägigen Widerrufsfrist, führen wir es nur durch, wenn Sie ausdrücklich
            verlangen, dass wir vor Ablauf der Frist mit der Leistung beginnen. Ihr Widerrufsrecht erlischt nach § 356
            Abs. 4 BGB, wenn wir die Dienstleistung vollständig erbracht haben und Sie dem vor Beginn ausdrücklich
            zugestimmt und bestätigt haben, dass Ihnen dieses Erlöschen bekannt ist. Widerrufen Sie nach Beginn, aber
            vor dem Ende des Seminars, zahlen Sie den anteiligen Betrag nach dem vorigen Absatz.
          </p>
          <p className="legal-note">Ende der Widerrufsbelehrung</p>

          <h2 id="muster-widerrufsformular">Muster-Widerrufsformular</h2>
          <div className="withdrawal-form">
            <p>
              (Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es
              zurück.)
            </p>
            <ul>
              <li>
                An {OPERATOR.company}, {OPERATOR_ADDRESS}, E-Mail: {SITE_EMAIL}:
              </li>
              <li>
                Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der
                folgenden Dienstleistung (*):
              </li>
              <li>Bestellt am (*):</li>
              <li>Name des/der Verbraucher(s):</li>
              <li>Anschrift des/der Verbraucher(s):</li>
              <li>Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):</li>
              <li>Datum:</li>
            </ul>
            <p>(*) Unzutreffendes streichen.</p>
          </div>
        </div>
      </div>
    </section>
  );
}
