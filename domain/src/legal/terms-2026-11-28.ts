import { cancellationFeeLines } from '../refund-terms';
import type { TermsDocument, TermsOperator, TermsSpan } from './terms';

const paragraph = (...text: TermsSpan[]) => ({ kind: 'paragraph' as const, text });

/** The AGB, Widerrufsbelehrung and Muster-Widerrufsformular in the version of 28 November 2026. */
export function termsOf20261128(operator: TermsOperator): Omit<TermsDocument, 'version'> {
  const feeLines = cancellationFeeLines('Seminar');
  return {
    stand: 'Stand: 28. November 2026',
    title: 'Allgemeine Geschäftsbedingungen',
    lead: 'Für die Buchung von Live-Online-Seminaren über diese Website. Verbraucherinnen und Verbraucher finden die Widerrufsbelehrung und das Muster-Widerrufsformular am Ende dieser Bedingungen.',
    sections: [
      {
        heading: '§ 1 Geltungsbereich und Anbieter',
        blocks: [
          paragraph(
            'Diese Bedingungen gelten für alle Verträge über Live-Online-Seminare, die Sie über diese Website mit uns schließen:',
          ),
          { kind: 'address', lines: [operator.company, operator.street, `${operator.postalCode} ${operator.city}`] },
          paragraph(
            'Sie gelten für Verbraucher (§ 13 BGB) und Unternehmer (§ 14 BGB) gleichermaßen, soweit nicht ausdrücklich zwischen beiden unterschieden wird. Abweichende Bedingungen von Firmenkunden gelten nur, wenn wir ihnen ausdrücklich in Textform zustimmen.',
          ),
        ],
      },
      {
        heading: '§ 2 Leistungen',
        blocks: [
          paragraph(
            'Wir führen Seminare als Live-Online-Veranstaltung zu dem auf der Website genannten Termin durch. Wer vollständig teilnimmt, erhält eine Teilnahmebescheinigung (Zertifikat). Ein bestimmtes Zertifikat schreibt das Gesetz für Medizinprodukteberater nicht vor; die Bescheinigung dient als Nachweis der erworbenen Sachkenntnis nach § 83 MPDG. Die Seminarinhalte dienen der fachlichen Qualifizierung und ersetzen keine Rechtsberatung im Einzelfall.',
          ),
        ],
      },
      {
        heading: '§ 3 Vertragsschluss',
        blocks: [
          paragraph(
            'Die Darstellung der Termine auf der Website ist noch kein bindendes Angebot. Mit dem Absenden der Buchung und der Zahlung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir Ihre Buchung per E-Mail bestätigen. Das geschieht in der Regel unmittelbar nach der Zahlung; Buchungen, die wir manuell prüfen müssen, bearbeiten wir innerhalb von 7 Werktagen. Vertragssprache ist Deutsch. Den Vertragstext mit diesen Bedingungen erhalten Sie mit der Buchungsbestätigung.',
          ),
        ],
      },
      {
        heading: '§ 4 Preise und Zahlung',
        blocks: [
          paragraph(
            'Es gilt der bei der Buchung angezeigte Preis. Er enthält die gesetzliche Umsatzsteuer von derzeit 19 %. Bei der Online-Buchung zahlen Sie sofort über unseren Zahlungsdienstleister Stripe. Ist ausnahmsweise die Zahlung auf Rechnung vereinbart, ist der Rechnungsbetrag innerhalb von 14 Tagen nach Rechnungsstellung ohne Abzug fällig.',
          ),
          paragraph(
            'Bei Zahlungsverzug schulden Verbraucher Verzugszinsen in Höhe von 5 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 1 BGB), Unternehmer in Höhe von 9 Prozentpunkten über dem Basiszinssatz (§ 288 Abs. 2 BGB) sowie die Pauschale nach § 288 Abs. 5 BGB. Die Geltendmachung eines weiteren Schadens bleibt vorbehalten.',
          ),
        ],
      },
      {
        heading: '§ 5 Rabattcodes',
        blocks: [
          paragraph(
            'Rabattcodes gelten zu den bei ihrer Ausgabe genannten Bedingungen und in ihrem Gültigkeitszeitraum. Jeder Code kann je E-Mail-Adresse einmal eingelöst werden. Codes sind nicht miteinander kombinierbar und werden nicht bar ausgezahlt.',
          ),
        ],
      },
      {
        heading: '§ 6 Durchführung und Technik',
        blocks: [
          paragraph(
            'Sie benötigen einen Computer mit aktuellem Browser, Lautsprecher oder Headset und eine stabile Internetverbindung; ein Mikrofon ist für Fragen empfehlenswert. Den Zugang zum virtuellen Seminarraum senden wir Ihnen 24 Stunden vor Beginn per E-Mail, bei einer späteren Buchung unverzüglich nach der Buchung. Der Zugang ist persönlich. Mitschnitte des Seminars sind nicht gestattet.',
          ),
        ],
      },
      {
        heading: '§ 7 Stornierung durch Teilnehmende',
        blocks: [
          paragraph(
            'Sie können eine Buchung jederzeit in Textform (zum Beispiel per E-Mail an ',
            { text: operator.email, link: { to: 'mail' } },
            ') stornieren. Maßgeblich ist der Zugang der Stornierung bei uns:',
          ),
          { kind: 'list', items: feeLines.map((line, index) => `${line}${index < feeLines.length - 1 ? ';' : '.'}`) },
          paragraph(
            'Sie können ohne zusätzliche Kosten eine Ersatzperson benennen. Ihnen bleibt der Nachweis unbenommen, dass uns kein oder ein wesentlich geringerer Schaden entstanden ist. Das gesetzliche Widerrufsrecht für Verbraucher (§ 9) bleibt unberührt.',
          ),
        ],
      },
      {
        heading: '§ 8 Absage oder Verlegung durch uns',
        blocks: [
          paragraph(
            'Melden sich weniger als 3 Teilnehmende an, können wir ein Seminar absagen. Dasselbe gilt, wenn es aus Gründen nicht stattfinden kann, die wir nicht zu vertreten haben, etwa bei Erkrankung der Referentin oder des Referenten. Wir informieren Sie so früh wie möglich. Bereits gezahlte Gebühren erstatten wir vollständig, oder Sie buchen auf Wunsch kostenfrei auf einen anderen Termin um. Weitergehende Ansprüche bestehen nur nach § 10.',
          ),
        ],
      },
      {
        heading: '§ 9 Widerrufsrecht',
        blocks: [
          paragraph(
            'Verbraucher haben ein gesetzliches Widerrufsrecht von 14 Tagen nach Maßgabe der ',
            { text: 'Widerrufsbelehrung', link: { to: 'withdrawal-notice' } },
            ' unten. Unternehmer haben kein gesetzliches Widerrufsrecht.',
          ),
        ],
      },
      {
        heading: '§ 10 Haftung',
        blocks: [
          paragraph(
            'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit sowie nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen, ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          ),
        ],
      },
      {
        heading: '§ 11 Seminarunterlagen',
        blocks: [
          paragraph(
            'Die Seminarunterlagen sind urheberrechtlich geschützt. Sie dürfen sie für Ihren eigenen beruflichen Gebrauch nutzen, aber nicht ohne unsere Zustimmung vervielfältigen, veröffentlichen oder an Dritte weitergeben.',
          ),
        ],
      },
      {
        heading: '§ 12 Datenschutz',
        blocks: [
          paragraph(
            'Wie wir Ihre Daten verarbeiten, beschreibt unsere ',
            { text: 'Datenschutzerklärung', link: { to: 'privacy' } },
            '.',
          ),
        ],
      },
      {
        heading: '§ 13 Änderungen dieser Bedingungen',
        blocks: [
          paragraph(
            'Für einen geschlossenen Vertrag gelten die Bedingungen in der Fassung bei Vertragsschluss. Mit Firmenkunden, die mit uns eine laufende Rahmenvereinbarung haben, gilt: Änderungen teilen wir in Textform mit; sie gelten als angenommen, wenn Sie nicht innerhalb von 6 Wochen nach Zugang der Mitteilung widersprechen. Auf diese Frist und die Folge Ihres Schweigens weisen wir in der Mitteilung gesondert hin.',
          ),
        ],
      },
      {
        heading: '§ 14 Schlussbestimmungen',
        blocks: [
          paragraph(
            `Es gilt das Recht der Bundesrepublik Deutschland. Für Verbraucher gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Vorschriften des Staates ihres gewöhnlichen Aufenthalts entzogen wird. Ist der Kunde Kaufmann, juristische Person des öffentlichen Rechts oder öffentlich-rechtliches Sondervermögen, ist Gerichtsstand der Sitz der ${operator.company}. Sollte eine Bestimmung unwirksam sein, bleiben die übrigen wirksam.`,
          ),
        ],
      },
    ],
    withdrawalNotice: {
      heading: 'Widerrufsbelehrung für Verbraucher',
      sections: [
        {
          heading: 'Widerrufsrecht',
          blocks: [
            paragraph(
              'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsabschlusses.',
            ),
            paragraph(
              `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${operator.company}, ${operator.address}, Telefon ${operator.phone}, E-Mail `,
              { text: operator.email, link: { to: 'mail', subject: 'Widerruf meiner Seminarbuchung' } },
              ') mittels einer eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
            ),
            paragraph(
              'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
            ),
          ],
        },
        {
          heading: 'Folgen des Widerrufs',
          blocks: [
            paragraph(
              'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
            ),
            paragraph(
              'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
            ),
          ],
        },
        {
          heading: 'Hinweis zu Seminaren innerhalb der Widerrufsfrist',
          blocks: [
            {
              ...paragraph(
                'Beginnt Ihr Seminar innerhalb der 14-tägigen Widerrufsfrist, führen wir es nur durch, wenn Sie ausdrücklich verlangen, dass wir vor Ablauf der Frist mit der Leistung beginnen. Ihr Widerrufsrecht erlischt nach § 356 Abs. 4 BGB, wenn wir die Dienstleistung vollständig erbracht haben und Sie dem vor Beginn ausdrücklich zugestimmt und bestätigt haben, dass Ihnen dieses Erlöschen bekannt ist. Widerrufen Sie nach Beginn, aber vor dem Ende des Seminars, zahlen Sie den anteiligen Betrag nach dem vorigen Absatz.',
              ),
              tone: 'callout',
            },
          ],
        },
      ],
      end: 'Ende der Widerrufsbelehrung',
    },
    withdrawalForm: {
      heading: 'Muster-Widerrufsformular',
      intro:
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
      lines: [
        `An ${operator.company}, ${operator.address}, E-Mail: ${operator.email}:`,
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
        'Bestellt am (*):',
        'Name des/der Verbraucher(s):',
        'Anschrift des/der Verbraucher(s):',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
        'Datum:',
      ],
      footnote: '(*) Unzutreffendes streichen.',
    },
  };
}
