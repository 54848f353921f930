import { hyphenate } from '../lib/hyphenation';
import { MAGIC_LINK_VALID_MINUTES, MAIL_LINK_COOKIE_MINUTES, SITE_PATHS } from '@mpb/domain';
import type { MetaFunction } from 'react-router';
import { OperatorAddress } from '../components/OperatorAddress';
import { PageHero } from '../components/PageHero';
import { ProseSection } from '../components/ProseSection';
import { RetentionTable } from '../components/RetentionTable';
import { pageMeta } from '../lib/seo';
import { OPERATOR } from '../content/operator';
import { SITE_EMAIL, SITE_PHONE, SITE_URL, mailHref, phoneHref } from '../lib/site-config';
import '../styles/legal.css';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Datenschutz',
    description:
      'Datenschutzerklärung: welche Daten wir bei Buchung, Zahlung, Zertifikat, Anmeldung, Newsletter, Warteliste und Kontakt verarbeiten, auf welcher Rechtsgrundlage, wie lange und welche Rechte Sie haben.',
    path: SITE_PATHS.privacy,
    breadcrumb: 'Datenschutz',
  });

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow="Rechtliches"
        title="Datenschutzerklärung"
        lead="Wir verarbeiten nur die Daten, die wir für Ihre Buchung, unsere Kommunikation mit Ihnen und den sicheren Betrieb dieser Website brauchen. Hier erfahren Sie, welche das sind."
      />
      <ProseSection>
        <h2>{hyphenate('1. Verantwortlicher')}</h2>
        <OperatorAddress />
        <p>
          Telefon: <a href={phoneHref()}>{SITE_PHONE}</a>
          <br />
          E-Mail: <a href={mailHref('Datenschutz')}>{SITE_EMAIL}</a>
        </p>

        <h2>{hyphenate('2. Hosting und Server-Logdateien')}</h2>
        <p>
          Diese Website und unsere Buchungsdatenbank betreibt für uns {OPERATOR.hostingProvider} als Auftragsverarbeiter
          (Art. 28 DSGVO). Beim Aufruf jeder Seite verarbeitet der Server Ihre IP-Adresse, Datum und Uhrzeit, die
          aufgerufene Adresse, die zuvor besuchte Seite und die Kennung Ihres Browsers. Das ist technisch nötig, um die
          Seite auszuliefern, Störungen zu erkennen und Angriffe abzuwehren; dazu begrenzen wir auch die Zahl der
          Anfragen je IP-Adresse. Rechtsgrundlage ist unser berechtigtes Interesse an einem sicheren Betrieb (Art. 6
          Abs. 1 lit. f DSGVO). Die Protokolle löschen wir, sobald sie für diese Zwecke nicht mehr gebraucht werden, es
          sei denn, ein Sicherheitsvorfall muss aufgeklärt werden.
        </p>

        <h2>3. Seminarbuchung</h2>
        <p>
          Für Ihre Buchung verarbeiten wir Name, E-Mail-Adresse, Telefonnummer, auf Wunsch Firma und Anmerkungen, den
          gebuchten Termin, einen eingelösten Rabattcode sowie den Zahlungs- und Versandstatus unserer E-Mails. Wir
          brauchen diese Angaben, um den Vertrag zu schließen und das Seminar durchzuführen (Art. 6 Abs. 1 lit. b
          DSGVO); Rechnungen bewahren wir auf, weil das Handels- und Steuerrecht es verlangt (Art. 6 Abs. 1 lit. c
          DSGVO, § 147 AO, § 14b UStG, § 257 HGB). Ohne diese Angaben können wir Ihre Buchung nicht annehmen. 24 Stunden
          vor Seminarbeginn erinnern wir Sie per E-Mail und senden den Zugang zum Seminarraum. Benennen Sie eine
          Ersatzperson, verarbeiten wir deren Name und E-Mail-Adresse, um ihr Zugang und Zertifikat zu senden.
        </p>

        <h2>{hyphenate('4. Teilnahmezertifikat und öffentliche Echtheitsprüfung')}</h2>
        <p>
          Haben Sie am Seminar teilgenommen, senden wir Ihnen ein Teilnahmezertifikat als PDF. Es nennt Ihren Namen, den
          Kurs sowie Datum und Uhrzeit des Seminars und trägt eine zufällig erzeugte Zertifikatsnummer mit QR-Code.
        </p>
        <p>
          Damit Sie Ihre Teilnahme etwa gegenüber Arbeitgebern, Kunden oder Behörden belegen können, ist jedes
          Zertifikat öffentlich prüfbar: Unter {SITE_URL}/zertifikat/ mit der Zertifikatsnummer am Ende, wohin auch der
          QR-Code führt, sieht jede Person, die die Zertifikatsnummer kennt, Ihren Namen, den Kurs und das Datum des
          Seminars und ob das Zertifikat gültig ist oder durch ein neues ersetzt wurde. Die Nummer ist so lang, dass sie
          sich nicht erraten lässt; wer sie erfährt, entscheiden Sie selbst. Suchmaschinen nehmen die Prüfseite nicht
          auf. Rechtsgrundlagen sind der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und das berechtigte Interesse an einem
          fälschungssicheren Nachweis (Art. 6 Abs. 1 lit. f DSGVO). Berichtigen wir Ihren Namen, erhalten Sie ein neues
          Zertifikat mit neuer Nummer; die Prüfseite der alten Nummer zeigt dann „ersetzt“.
        </p>
        <p>
          Möchten Sie nicht, dass Ihr Zertifikat weiter geprüft werden kann, genügt eine Nachricht an{' '}
          <a href={mailHref('Zertifikatsprüfung entfernen')}>{SITE_EMAIL}</a>. Wir löschen dann Ihre Daten (Art. 17
          DSGVO): Ihr Name wird aus allen Ihren Zertifikaten entfernt, und die Prüfseite zeigt zu der Nummer nur noch,
          dass das Zertifikat nicht mehr geprüft werden kann. Dabei anonymisieren wir auch Ihre Buchungen und löschen
          Ihre übrigen Daten, wie unter „Speicherdauer“ beschrieben. Ihr PDF behalten Sie; bestätigen können wir es
          danach nicht mehr.
        </p>

        <h2>5. Zahlung über Stripe</h2>
        <p>
          Die Zahlung wickelt Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, D02
          H210, Irland, ab. Sie geben Ihre Zahlungsdaten direkt auf der Bezahlseite von Stripe ein; wir erhalten nur den
          Zahlungsstatus, den Betrag und eine Referenz, keine vollständigen Karten- oder Kontodaten. Stripe verarbeitet
          die Daten auch in eigener Verantwortung, etwa zur Betrugsprävention, und kann sie an Unternehmen der
          Stripe-Gruppe in den USA übermitteln; diese Übermittlung stützt sich auf den Angemessenheitsbeschluss zum
          EU-US Data Privacy Framework und Standardvertragsklauseln. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>

        <h2>6. E-Mail-Versand</h2>
        <p>
          Buchungsbestätigungen, Erinnerungen, Zertifikate, Anmeldelinks, Wartelisten-Angebote und Newsletter versenden
          wir über {OPERATOR.mailProvider} als Auftragsverarbeiter (Art. 28 DSGVO). Dabei werden Ihre E-Mail-Adresse,
          Ihr Name und der Inhalt der jeweiligen E-Mail verarbeitet. Wir protokollieren, ob eine E-Mail zugestellt
          werden konnte, um fehlgeschlagene Sendungen erneut zu versenden.
        </p>

        <h2>7. Anmeldung per E-Mail-Link</h2>
        <p>
          Sie können sich ohne Passwort anmelden: Wir senden Ihnen einen Anmeldelink, der {MAGIC_LINK_VALID_MINUTES}{' '}
          Minuten gültig ist und nur einmal funktioniert; in unserer Datenbank speichern wir davon nur einen Hashwert.
          Nach der Anmeldung setzen wir ein Sitzungs-Cookie, das Sie bis zur Abmeldung oder zum Ablauf der Sitzung
          angemeldet hält. Das Cookie ist für diese von Ihnen gewünschte Funktion unbedingt erforderlich (§ 25 Abs. 2
          Nr. 2 TDDDG); Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. b DSGVO.
        </p>
        <p>
          Der Button „Meine Buchungen öffnen“ in unseren Buchungs-E-Mails meldet Sie ebenso einmal an. Sind Sie im
          Browser gerade mit einer anderen Adresse angemeldet oder wurde der Link schon benutzt, merken wir ihn uns bis
          zu {MAIL_LINK_COOKIE_MINUTES} Minuten in einem weiteren Cookie, damit Sie den Wechsel bestätigen oder einen
          neuen Link anfordern können.
        </p>

        <h2>8. Newsletter</h2>
        <p>
          Für den Newsletter brauchen wir Ihre E-Mail-Adresse, der Name ist freiwillig. Wir nutzen das
          Double-Opt-in-Verfahren: Sie erhalten zuerst eine E-Mail mit einem Bestätigungslink, und erst nach der
          Bestätigung senden wir Ihnen den Newsletter. Den Zeitpunkt von Anmeldung und Bestätigung speichern wir als
          Nachweis Ihrer Einwilligung (Art. 6 Abs. 1 lit. a DSGVO). Sie können sich jederzeit über den Link in jeder
          Ausgabe abmelden.
        </p>

        <h2>9. Warteliste</h2>
        <p>
          Ist ein Termin ausgebucht, können Sie sich mit Name, E-Mail-Adresse und optional Telefonnummer auf die
          Warteliste setzen. Wird ein Platz frei, bieten wir ihn Ihnen per E-Mail mit einem persönlichen Buchungslink
          an, der 24 Stunden gültig ist. Rechtsgrundlage sind vorvertragliche Maßnahmen auf Ihre Anfrage (Art. 6 Abs. 1
          lit. b DSGVO). Über den Link in jeder Wartelisten-E-Mail tragen Sie sich jederzeit aus.
        </p>

        <h2>{hyphenate('10. Kontaktanfragen')}</h2>
        <p>
          Wenn Sie uns anrufen oder schreiben, verarbeiten wir Ihre Angaben, um Ihre Anfrage zu beantworten (Art. 6 Abs.
          1 lit. b DSGVO, bei allgemeinen Anfragen lit. f).
        </p>

        <h2>11. Cookies, lokaler Speicher und Analyse</h2>
        <p>
          Ohne Ihre Einwilligung speichern wir in Ihrem Browser nur, was für eine von Ihnen gewünschte Funktion nötig
          ist (§ 25 Abs. 2 Nr. 2 TDDDG): das Sitzungs-Cookie nach einer Anmeldung, kurz das Cookie zum Link aus einer
          Buchungs-E-Mail (Abschnitt 6), Ihre Auswahl in den Cookie-Einstellungen und ob Sie einen Hinweis wie das
          Rabatt-Banner im Blog geschlossen haben. Die beiden Letzteren liegen im lokalen Speicher Ihres Browsers
          (localStorage) und verlassen Ihr Gerät nicht.
        </p>
        <p>
          Analyse-Werkzeuge setzen wir nur ein, wenn Sie in den Cookie-Einstellungen ausdrücklich einwilligen (§ 25 Abs.
          1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). Derzeit ist kein solches Werkzeug im Einsatz; führen wir eines ein,
          nennen wir es hier vorher mit Anbieter und Zweck. Analyse-Cookies würden höchstens 14 Monate gespeichert. Ihre
          Einwilligung können Sie jederzeit über „Cookie-Einstellungen“ im Fußbereich widerrufen. Schriften und
          Programmcode laden wir von unserem eigenen Server, nicht von Drittanbietern.
        </p>

        <h2>{hyphenate('12. Speicherdauer')}</h2>
        <RetentionTable />

        <h2>13. Empfänger</h2>
        <p>
          Ihre Daten erhalten nur die oben genannten Dienstleister, soweit sie sie für ihre Aufgabe brauchen, Behörden,
          wenn wir gesetzlich dazu verpflichtet sind, und für die Echtheitsprüfung Ihres Zertifikats jede Person, die
          Ihre Zertifikatsnummer kennt (Abschnitt 4). Wir verkaufen keine Daten und treffen keine automatisierten
          Entscheidungen im Sinne von Art. 22 DSGVO.
        </p>

        <h2>14. Ihre Rechte</h2>
        <p>
          Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung
          der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Einer Verarbeitung auf Grundlage berechtigter
          Interessen können Sie aus Gründen, die sich aus Ihrer besonderen Situation ergeben, widersprechen (Art. 21).
          Eine Einwilligung können Sie jederzeit mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3). Eine formlose
          Nachricht an <a href={mailHref('Datenschutzanfrage')}>{SITE_EMAIL}</a> genügt. Anfragen, auch zur Löschung,
          beantworten wir innerhalb eines Monats.
        </p>
        <p>
          Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO). Für uns zuständig
          ist: {OPERATOR.privacyAuthority}.
        </p>
      </ProseSection>
    </>
  );
}
