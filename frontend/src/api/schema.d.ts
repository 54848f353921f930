/**
 * Generated from the API's OpenAPI document by `npm run api:types` (scripts/api-types.mjs).
 * Do not edit: change the backend's schemas and run the command again.
 */

export interface paths {
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Audit-Log: wer hat wann was an welchem Datensatz geändert (Filter, Sortierung, Seiten) */
    get: operations['AdminAuditLogController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank-statements': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Kontoauszug importieren (CAMT.053, Versionen 001.02 und 001.08)
     * @description Gutschriften, deren Verwendungszweck eine offene Rechnungsnummer nennt und deren Betrag genau passt, markieren die Rechnung als bezahlt; Teil-, Über- und unbekannte Zahlungen werden zum Zuordnen aufgelistet. Ein zweiter Import desselben Auszugs ändert nichts.
     */
    post: operations['AdminBankStatementsController_importStatement'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank-transactions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Zahlungseingänge aus den Kontoauszügen (Filter: Status, Suche) */
    get: operations['AdminBankTransactionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank-transactions/{id}/assign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offenen Zahlungseingang einer Rechnung zuordnen oder als erledigt vermerken */
    post: operations['AdminBankTransactionsController_assign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bank-transactions/{id}/return': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offenen Zahlungseingang als zurücküberwiesen vermerken */
    post: operations['AdminBankTransactionsController_markReturned'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buchungsliste: Suche, Filter, Sortierung, Seiten (Content-Range) */
    get: operations['AdminBookingsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Eine Buchung */
    get: operations['AdminBookingsController_one'];
    put?: never;
    post?: never;
    /** Stornierte oder fehlgeschlagene Buchung entfernen (weich: bleibt für die Buchhaltung) */
    delete: operations['AdminBookingsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bestätigte Buchung stornieren und erstatten
     * @description refundCents: 0 bis zum bezahlten Betrag, ohne Angabe der Vorschlag nach AGB. Der Platz geht zuerst an die Warteliste; die Stornomail nennt die Erstattung.
     */
    post: operations['AdminBookingsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/certificate/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Das gültige Zertifikat als PDF (dasselbe wie in der Zertifikatsmail) */
    get: operations['AdminCertificatesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/certificate/reissue': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Namen korrigieren und Zertifikat neu ausstellen
     * @description Neue Nummer; das bisherige Zertifikat gilt als 'ersetzt'. Die Mail mit dem neuen PDF geht sofort hinaus.
     */
    post: operations['AdminCertificatesController_reissue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/certificate/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Zertifikat erneut per E-Mail senden */
    post: operations['AdminCertificatesController_resend'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ausstehende Buchung manuell bestätigen
     * @description Sendet die Mail 'Manuelle Bestätigung'. emailDelivery sagt, ob sie hinausging; 'failed' heißt: Buchung bestätigt, aber E-Mail-Versand fehlgeschlagen.
     */
    post: operations['AdminBookingsController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/refund-proposal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Erstattungsvorschlag nach AGB für die Stornierung einer bestätigten Buchung */
    get: operations['AdminBookingsController_refundProposal'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/refund-transferred': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Erstattung per Überweisung als erledigt markieren
     * @description Für eine stornierte, per Überweisung bezahlte Buchung (review_reason 'refund_by_transfer'): Der Betrag refunded_amount wurde zurücküberwiesen. Die Buchung gilt danach als (teilweise) erstattet; 'Prüfen nötig' entfällt.
     */
    post: operations['AdminBookingsController_refundTransferred'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/{id}/resend-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Buchungs-E-Mail (erneut) senden
     * @description emailDelivery 'failed': 'E-Mail-Versand fehlgeschlagen'.
     */
    post: operations['AdminBookingsController_resendEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/cancel-all-pending': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alle ausstehenden Buchungen stornieren
     * @description Jede ausstehende Buchung wird storniert, ihr Platz frei und die Kundin oder der Kunde erhält die Stornomail. message: '{n} ausstehende Buchungen storniert'; ohne ausstehende Buchungen cancelledCount 0 und 'Keine ausstehenden Buchungen'.
     */
    post: operations['AdminBookingsController_cancelAllPending'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/bookings/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CSV-Export aller gefilterten Buchungen (UTF-8 mit BOM, Semikolon, Dezimalkomma) */
    get: operations['AdminBookingsController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Kursliste mit Belegung: Suche, Filter, Sortierung, Seiten (Content-Range)
     * @description Gelöschte Kurse erscheinen nie. Standard-Sortierung: Datum aufsteigend.
     */
    get: operations['AdminCoursesController_list'];
    put?: never;
    /**
     * Neuen Kurs erstellen
     * @description Preise in Cent. Standardwerte: startTime 08:30, endTime 16:00, currency EUR, maxParticipants 10, location 'Live Online Webinar', status active, type basis. Alle Plätze frei.
     */
    post: operations['AdminCoursesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ein Kurs mit Belegung */
    get: operations['AdminCoursesController_one'];
    /**
     * Kurs bearbeiten (auch absagen)
     * @description Eine neue maxParticipants verschiebt available_spots um die Differenz; zusätzliche Plätze gehen zuerst an die Warteliste. Unter confirmed_count + held_count: 409. status cancelled: Warteliste wird geleert, offene Zahlungen beendet, jede bestätigte Buchung voll erstattet und storniert (mit Stornomail); das Ergebnis steht in cancellation.
     */
    put: operations['AdminCoursesController_update'];
    post?: never;
    /**
     * Kurs löschen (nur ohne bestätigte Buchungen)
     * @description Offene Zahlungen werden beendet, die Warteliste geleert. Verweisen stornierte oder fehlgeschlagene Buchungen auf den Kurs, wird er nur ausgeblendet (für die Buchhaltung).
     */
    delete: operations['AdminCoursesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/attendance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Anwesenheit erfassen (ab Kursbeginn)
     * @description Jede Änderung wird im Audit-Log vermerkt. Wer anwesend ist und noch kein Zertifikat hat, erhält es per E-Mail. Abwesend ändert nichts an Zahlung oder Erstattung (Nichterscheinen nach AGB).
     */
    put: operations['AdminParticipantsController_record'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/duplicate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Kurs duplizieren
     * @description Kopie am neuen Datum (nicht in der Vergangenheit), alle Plätze frei, Status aktiv.
     */
    post: operations['AdminCoursesController_duplicate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/participants': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Teilnehmerliste eines Termins: bestätigte Buchungen mit Anwesenheit und Zertifikat */
    get: operations['AdminParticipantsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/participants.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Teilnehmerliste als CSV für Excel (UTF-8 mit BOM, Semikolon, Dezimalkomma) */
    get: operations['AdminParticipantsController_csv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/participants/print': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Druckansicht der Teilnehmerliste (A4, 20 Personen je Seite) */
    get: operations['AdminParticipantsController_print'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/courses/{id}/spots': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Freie Plätze setzen (Eingabe in der Liste)
     * @description availableSpots sind die freien, buchbaren Plätze: 0 bis max_participants - confirmed_count - held_count (sonst 400 mit dem erlaubten Bereich). max_participants bleibt: weniger freie Plätze halten Plätze zurück (withheld_spots), mehr geben sie wieder frei. Freigegebene Plätze gehen zuerst als Angebot an die Warteliste; available_spots steigt nur um den Rest.
     */
    patch: operations['AdminCoursesController_updateSpots'];
    trace?: never;
  };
  '/api/admin/discount-codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Discount-Codes: Suche, Filter, Sortierung, Seiten (Content-Range)
     * @description Standard-Sortierung: zuletzt erstellt zuerst.
     */
    get: operations['AdminDiscountCodesController_list'];
    put?: never;
    /**
     * Discount-Code erstellen
     * @description Standard: discount_type percentage, aktiv, für jede Buchung (first_booking_only false), valid_from heute (Europe/Berlin); leere max_uses = unbegrenzt, leere valid_until = unbefristet.
     */
    post: operations['AdminDiscountCodesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ein Discount-Code */
    get: operations['AdminDiscountCodesController_one'];
    /**
     * Discount-Code bearbeiten
     * @description max_uses darf nicht unter current_uses liegen.
     */
    put: operations['AdminDiscountCodesController_update'];
    post?: never;
    /** Discount-Code löschen (nur unbenutzt) */
    delete: operations['AdminDiscountCodesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/{id}/toggle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Discount-Code aktivieren oder deaktivieren */
    post: operations['AdminDiscountCodesController_toggle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/{id}/usages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Verwendungen eines Codes: E-Mail, Kunde, Kurs mit Datum, verwendet am (neueste zuerst) */
    get: operations['AdminDiscountCodesController_usages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-usages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Verwendung zurücksetzen
     * @description Entfernt die Verwendung und zählt current_uses des Codes um eins herunter; die Adresse kann den Code wieder nutzen.
     */
    delete: operations['AdminDiscountUsagesController_reset'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * E-Mail-Templates: Suche, Filter, Sortierung, Seiten (Content-Range)
     * @description Standard-Sortierung: zuletzt erstellt zuerst.
     */
    get: operations['AdminEmailTemplatesController_list'];
    put?: never;
    /**
     * E-Mail-Template erstellen
     * @description Standard: type confirmation, aktiv, nicht Standard. html_content wird bereinigt.
     */
    post: operations['AdminEmailTemplatesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ein E-Mail-Template */
    get: operations['AdminEmailTemplatesController_one'];
    /**
     * E-Mail-Template bearbeiten
     * @description is_default: true setzt den bisherigen Standard dieses Typs zurück.
     */
    put: operations['AdminEmailTemplatesController_update'];
    post?: never;
    /** E-Mail-Template löschen */
    delete: operations['AdminEmailTemplatesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-templates/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Test-E-Mail mit Beispieldaten senden
     * @description Antwort 'Test-E-Mail versendet'; Betreff mit [Test] davor.
     */
    post: operations['AdminEmailTemplatesController_sendTest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-templates/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Vorschau mit Beispieldaten im Layout der Produkt-E-Mails
     * @description Der Inhalt wird wie beim Speichern bereinigt; unbekannte Platzhalter werden gelistet.
     */
    post: operations['AdminEmailTemplatesController_preview'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gdpr-deletions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Löschprotokoll: die letzten 50 Löschungen, neueste zuerst (Adresse nur als Schlüssel-Hash)
     * @description Bereich (range) innerhalb der letzten 50.
     */
    get: operations['GdprDeletionsController_list'];
    put?: never;
    /**
     * Alle Daten einer E-Mail-Adresse löschen (Art. 17 DSGVO)
     * @description Eine Transaktion: Buchungen anonymisiert (Beträge, Daten, Rechnungs- und Zahlungsreferenzen bleiben 10 Jahre, § 147 AO / § 257 HGB), Wartelisten-Einträge entfernt (ein gehaltener Platz geht weiter), Newsletter, Rabatt-Verwendungen, Konto, Sitzungen und Anmelde-Links gelöscht, E-Mail-Protokoll, Outbox und Audit-Log bereinigt; Name, Adresse und Telefonnummer der Person in allen Freitexten (Kommentare anderer Kunden, Notizen) durch [gelöscht] ersetzt; danach die Jobs in Redis. Das Protokoll speichert nur einen Hash der Adresse, der Grund keinen Namen, keine Adresse und keine Telefonnummer.
     */
    post: operations['GdprDeletionsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gdpr-deletions/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Betroffene Daten einer E-Mail-Adresse zählen, ohne zu löschen */
    get: operations['GdprDeletionsController_preview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rechnungen und Stornorechnungen (Filter: Zeitraum, Art, Zahlungsstand, Suche; Sortierung, Seiten) */
    get: operations['AdminInvoicesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices/{id}.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Die gespeicherte Rechnung als PDF (ZUGFeRD), Byte für Byte wie versandt */
    get: operations['AdminInvoicesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices/{id}.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Die gespeicherte XML: XRechnung für Geschäftskunden, sonst die im PDF eingebettete CII-XML */
    get: operations['AdminInvoicesController_xml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices/{id}/mark-paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Als bezahlt markieren: die Überweisung für eine offene Rechnung ist eingegangen (ohne Kontoauszug)
     * @description Die Zahlung wird an der Buchung vermerkt, nie an der Rechnung; das Audit-Log hält fest, wer es war.
     */
    post: operations['AdminInvoicesController_markPaid'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/invoices/export.zip': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Export für die Steuerberatung: alle Rechnungen und Stornorechnungen eines Zeitraums als ZIP
     * @description Zeitraum nach Rechnungsdatum (Europe/Berlin, beide Tage einschließlich, innerhalb eines Kalenderjahres). Enthält je Rechnung die gespeicherte PDF und XML unter rechnungen/<Nummer>.pdf und .xml, Byte für Byte wie die Downloads, auch nach einer DSGVO-Löschung eingeschränkte Rechnungen (DECISIONS 33); journal.csv (UTF-8 mit BOM, Semikolon, Dezimalkomma, Stornorechnungen negativ) und EXTF_Buchungsstapel.csv (DATEV-Format 700, Kategorie 21, Windows-1252).
     */
    get: operations['AdminInvoicesController_exportZip'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Angemeldeter Admin */
    get: operations['AdminSessionController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Newsletter-Abonnenten: Suche (E-Mail, Name), Status-Filter, Sortierung, Seiten (Content-Range) */
    get: operations['AdminNewsletterController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ein Abonnent */
    get: operations['AdminNewsletterController_one'];
    put?: never;
    post?: never;
    /**
     * Abonnent endgültig entfernen
     * @description Das Audit-Protokoll behält die Adresse nicht.
     */
    delete: operations['AdminNewsletterController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CSV-Export der aktiven Abonnenten (Name, E-Mail, Anmeldedatum, Status; UTF-8 mit BOM, Semikolon) */
    get: operations['AdminNewsletterController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Zahlen für die Karten: aktiv, abgemeldet, gesamt */
    get: operations['AdminNewsletterController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Eine Bestellung: Käufer, Rechnungsadresse, Zahlungsart, Buchungen und Rechnungen */
    get: operations['AdminOrdersController_one'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dashboard-Zahlen für den aktuellen Filter, Wochenverlauf und Kursauslastung */
    get: operations['AdminStatsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/waitlist-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Wartelisten-Einträge in der Warteschlange: Suche, Kursfilter, Sortierung, Seiten (Content-Range)
     * @description Standard-Sortierung: Position aufsteigend.
     */
    get: operations['AdminWaitlistsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/waitlist-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Eintrag entfernen
     * @description Die Positionen dahinter rücken auf; ein gehaltener Platz geht an den Nächsten auf der Warteliste.
     */
    delete: operations['AdminWaitlistsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/waitlist-entries/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Ausgebuchte Kurse mit Warteliste (nach Datum, mit Anzahl) und die Kennzahlen des Tabs */
    get: operations['AdminWaitlistsController_courses'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/waitlist-entries/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** CSV der Warteliste eines Kurses (UTF-8 mit BOM, Semikolon): Position, Name, E-Mail, Telefon, Anmeldedatum */
    get: operations['AdminWaitlistsController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/callback': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Ziel des Magic Links: meldet an und leitet weiter (Admins nach /admin)
     * @description Jeder Link meldet einmal an. Der Link einer Buchungs-E-Mail in einem Browser, der schon mit seiner Adresse angemeldet ist, führt nur zu /meine-buchungen; mit einer anderen Adresse angemeldet, fragt /meine-buchungen?anmeldung=wechsel zuerst (/api/auth/mail-link), eine Admin-Sitzung ersetzt er nie (?anmeldung=admin).
     */
    get: operations['AuthController_callback'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Abmelden: beendet die Sitzung */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/magic-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Magic Link anfordern
     * @description Antwortet für jede gültige Adresse gleich (202), ob bekannt oder nicht; der Link kommt per E-Mail und ist 15 Minuten gültig.
     */
    post: operations['AuthController_requestMagicLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mail-link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Die Frage 'Sie sind als … angemeldet. Als … fortfahren?' */
    get: operations['MailLinkController_question'];
    put?: never;
    post?: never;
    /** Nicht wechseln: die Sitzung bleibt, der Link bleibt unbenutzt */
    delete: operations['MailLinkController_cancel'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mail-link/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Als Adresse des Links fortfahren: ersetzt die Sitzung (nie die eines Admins) */
    post: operations['MailLinkController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/mail-link/renew': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Neuen Anmeldelink an die Adresse des benutzten oder abgelaufenen Links senden
     * @description Die Adresse bleibt der Seite unbekannt; wie POST /api/auth/magic-link begrenzt pro Adresse.
     */
    post: operations['MailLinkController_renew'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Wer ist angemeldet? */
    get: operations['AuthController_session'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/enrol': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Zwei-Faktor-Anmeldung einrichten (Admin, per Link angemeldet, noch nicht eingerichtet)
     * @description Liefert Schlüssel, QR-Code und zehn Wiederherstellungscodes (nur dieses eine Mal). Eine begonnene Einrichtung gehört 15 Minuten lang der Sitzung, die sie begonnen hat; andere Sitzungen erhalten 409.
     */
    post: operations['TotpController_enrol'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Neues Gerät: Zwei-Faktor-Anmeldung mit einem gültigen Code (TOTP oder Wiederherstellungscode) zurücksetzen
     * @description Die bisherige Authenticator-App und alle Wiederherstellungscodes gelten danach nicht mehr; jede Sitzung braucht den zweiten Faktor neu. Danach folgt /api/auth/totp/enrol.
     */
    post: operations['TotpController_reset'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/totp/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Code aus der Authenticator-App oder Wiederherstellungscode prüfen (bestätigt auch die Einrichtung)
     * @description Bei Erfolg erhält die Sitzung eine neue Kennung (neues Cookie); das alte Cookie gilt nicht mehr. Nach 10 falschen Codes in einer Stunde ist der zweite Faktor 15 Minuten gesperrt (429).
     */
    post: operations['TotpController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Abbruchseite: storniert eine noch nicht bezahlte Buchung
     * @description Platz und Discount-Nutzung werden sofort freigegeben. Ein zweiter Aufruf ändert nichts; bezahlte Buchungen bleiben bestehen.
     */
    post: operations['BookingsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/{id}/discard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Verwerfen-Link: gibt eine noch nicht bezahlte Reservierung für die Adresse frei
     * @description Der Link steht in der E-Mail an die Adresse eines offenen Bezahlvorgangs (DECISIONS 22); die Seite fragt nach, bevor sie diesen Aufruf macht. Der Platz geht sofort frei (zuerst an die Warteliste), die Buchung wird storniert. Ein zweiter Aufruf ändert nichts; bezahlte Buchungen bleiben bestehen.
     */
    post: operations['BookingsController_discard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/certificates/{number}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Zertifikat prüfen
     * @description Wie die Seite /zertifikat/{number}. Jede Nummer, auch eine fehlerhafte, wird mit 200 beantwortet; eine unbekannte mit status 'unknown'.
     */
    get: operations['CertificatesController_verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * create-checkout-session: reserviert je teilnehmender Person einen Platz und öffnet den Bezahlvorgang
     * @description Der Preis wird auf dem Server berechnet; selectedPrice muss übereinstimmen. Alle Plätze der Bestellung werden zusammen reserviert oder keiner (409 „Nur noch 2 Plätze frei …“); sie bleiben 30 Minuten reserviert, ein Bezahlvorgang gilt für alle. Eine zweite Anfrage derselben E-Mail-Adresse für denselben Kurs erhält den offenen Bezahlvorgang nur zurück (gleiche bookingId), wenn sie aus demselben Browser kommt (httpOnly-Cookie) oder mit dieser Adresse angemeldet ist; sonst 409, und die Adresse erhält höchstens alle 10 Minuten eine E-Mail mit dem Link zum Abschließen der Zahlung. Je IP-Adresse sind höchstens MAX_OPEN_HOLDS_PER_IP unbezahlte Bestellungen offen (sonst 429).
     */
    post: operations['CheckoutController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/consent/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cookie-Bereinigung: Analyse-Einwilligung widerrufen
     * @description Body { action: 'revoke_consent', email: string | null }. Antwortet immer 204; die Website ignoriert Fehler.
     */
    post: operations['ConsentController_revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Aktive Kurstermine, die noch nicht begonnen haben (Europe/Berlin), nach Beginn sortiert */
    get: operations['CoursesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/courses/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: 'courses-changed' bei jeder Kursänderung */
    get: operations['CoursesController_stream'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/discounts/validate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** validate-discount-code: prüft einen Code für E-Mail-Adresse und Preis (Cent) */
    post: operations['DiscountsController_validate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Gesamtstatus mit Datenbank- und Redis-Status (503, wenn einer fehlt)
     * @description Für Menschen und bestehende Überwachung. Nicht als Liveness-Probe verwenden (ein Redis-Ausfall würde die API neu starten lassen) und nicht als Readiness-Probe (dafür /api/health/ready).
     */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Liveness: der Prozess läuft (prüft keine Abhängigkeiten)
     * @description Für die Liveness-Probe: antwortet 200, solange der Prozess Anfragen annimmt, auch wenn Datenbank oder Redis fehlen.
     */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness: Datenbank erreichbar (503, wenn nicht); Redis nur als Hinweis
     * @description Für Load Balancer und Readiness-Probe. Prüft die Datenbank über eine eigene kurzlebige Verbindung, nicht über den gemeinsamen Pool: eine ausgelastete Instanz bleibt bereit. Fehlt Redis, lautet der Status "degraded" bei 200, denn Buchungen laufen weiter und Ereignisse warten in der Outbox. Das Datenbank-Ergebnis gilt eine Sekunde lang.
     */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/billing-address': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rechnungsadresse der letzten bestätigten Buchung, die die angemeldete Adresse selbst bezahlt hat */
    get: operations['MyBillingDetailsController_latest'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buchungen der angemeldeten Adresse (als Teilnehmende oder Zahlende), kommende zuerst */
    get: operations['MyBookingsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Kalenderdatei des Termins (dieselbe UID wie in der Bestätigung) */
    get: operations['MyBookingsController_calendar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Bestätigte Buchung vor Kursbeginn stornieren; Erstattung nach AGB oder Widerruf, über den Zahlungsanbieter
     * @description Der Platz geht zuerst an die Warteliste; die Stornierungsmail nennt den Betrag. Lehnt der Zahlungsanbieter ab, bleibt die Buchung bestätigt (409) und wird für das Team markiert.
     */
    post: operations['MyBookingsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/certificate.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Teilnahmezertifikat als PDF (dasselbe wie in der Zertifikatsmail) */
    get: operations['MyBookingsController_certificate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/rebook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Umbuchen auf einen anderen Termin zum gleichen Preis (bis 14 Tage vor Kursbeginn)
     * @description Nimmt den neuen Platz und gibt den alten (zuerst an die Warteliste) in einer Transaktion frei; sonst ändert sich nichts.
     */
    post: operations['BookingChangesController_rebook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/rebook-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Termine, auf die diese Buchung jetzt umgebucht werden kann
     * @description Dieselben Prüfungen wie beim Umbuchen (gleicher Bruttopreis, aktiv, nicht begonnen, nicht schon gebucht) und ein freier Platz. Ist Umbuchen gerade nicht möglich, ist die Liste leer und closedReason nennt den Grund.
     */
    get: operations['BookingChangesController_options'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/receipt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Zahlungsbeleg (HTML, druckbar) mit Anbieter, Betrag, enthaltener Umsatzsteuer und Zahlenden */
    get: operations['MyBookingsController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/bookings/{id}/substitute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Ersatzperson benennen (bis Kursbeginn)
     * @description Der Platz geht an die Ersatzperson; wer gebucht hat, bleibt Zahler/in und verwaltet die Buchung weiter.
     */
    post: operations['BookingChangesController_substitute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/invoices/{id}.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rechnung oder Stornorechnung als PDF (ZUGFeRD), Byte für Byte wie per E-Mail versandt */
    get: operations['MyInvoicesController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/invoices/{id}.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Die Rechnung als XML: XRechnung für Geschäftskunden, sonst die im PDF eingebettete CII-XML */
    get: operations['MyInvoicesController_xml'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Bestellungen der angemeldeten Adresse mit ihren Plätzen und Rechnungen, kommende Termine zuerst */
    get: operations['MyOrdersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/orders/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alle bestätigten Plätze einer Bestellung vor Kursbeginn stornieren, jeden nach AGB oder Widerruf
     * @description Nur für den Käufer. Ist ein Platz nicht (mehr) stornierbar oder sind alle Plätze bereits storniert, ändert sich nichts (409). Jede Stornierung erstattet und stellt ihre Stornorechnung aus.
     */
    post: operations['MyOrdersController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/me/orders/{id}/rebook': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Alle bestätigten Plätze einer Bestellung auf einen anderen Termin zum gleichen Preis umbuchen
     * @description Nur für den Käufer. Nimmt die neuen Plätze alle zusammen oder keinen und gibt die alten (zuerst an die Warteliste) in einer Transaktion frei; die Rechnung wird storniert und neu ausgestellt. Sind alle Plätze bereits storniert, ändert sich nichts (409).
     */
    post: operations['OrderChangesController_rebook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * newsletter-subscribe: Anmeldung mit Double-Opt-in
     * @description Legt eine unbestätigte Anmeldung an (oder erneuert sie, auch nach einer Abmeldung) und sendet die Bestätigungs-E-Mail. Der Link darin führt auf die Seite /newsletter-bestaetigung?token=…, die GET /api/newsletter/confirm aufruft.
     */
    post: operations['NewsletterController_subscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Bestätigt eine Anmeldung (Double-Opt-in) und sendet die Willkommens-E-Mail
     * @description Erneuter Aufruf mit demselben Link antwortet ebenfalls mit { message }.
     */
    get: operations['NewsletterController_confirm'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** newsletter-unsubscribe: Abmeldung per Link (Seite /newsletter-unsubscribe) */
    get: operations['NewsletterController_unsubscribe'];
    put?: never;
    /** Ein-Klick-Abmeldung aus dem E-Mail-Programm (RFC 8058) */
    post: operations['NewsletterController_unsubscribeOneClick'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** verify-payment: prüft die Zahlung und bestätigt die Buchung (idempotent) */
    post: operations['PaymentVerificationController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/test-checkout/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Test-Checkout-Seite (HTML) mit Bezahlen und Abbrechen */
    get: operations['TestCheckoutController_page'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/test-checkout/{sessionId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Test-Checkout 'Abbrechen': leitet zur Abbruchseite weiter */
    post: operations['TestCheckoutController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/test-checkout/{sessionId}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Test-Checkout 'Bezahlen': bestätigt die Buchung und leitet zur Erfolgsseite weiter */
    post: operations['TestCheckoutController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * join-waitlist und waitlist-subscribe: Eintragung in die Warteliste eines ausgebuchten Kurstermins
     * @description Vergibt die nächste Position des Kurstermins und sendet die Bestätigungs-E-Mail mit persönlichem Abmelde-Link (/waitlist-unsubscribe?token=…). Steht die E-Mail-Adresse schon auf der Liste, kommt ihre Position mit alreadyOnWaitlist: true zurück, ohne neue E-Mail.
     */
    post: operations['WaitlistController_join'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waitlist/offer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Zeigt ein Platzangebot aus der Warteliste (Link /online-seminare?angebot=…)
     * @description Die Seite öffnet damit den Buchungsdialog für course mit customerEmail und bucht über POST /api/checkout mit waitlistOfferToken = Token. Der reservierte Platz wird dabei übernommen; gebucht werden kann nur mit der E-Mail-Adresse des Angebots.
     */
    get: operations['WaitlistController_offer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/waitlist/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * waitlist-unsubscribe: Austragung per persönlichem Link (Seite /waitlist-unsubscribe)
     * @description Nimmt auch den Token eines Platzangebots an. Die folgenden Positionen rücken auf; ein für den Eintrag reservierter Platz geht an die nächste Person.
     */
    get: operations['WaitlistController_unsubscribe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/stripe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stripe-Webhooks (Rohdaten, Signatur geprüft)
     * @description checkout.session.completed, async_payment_succeeded, async_payment_failed und expired; jede Event-ID wirkt genau einmal.
     */
    post: operations['StripeWebhookController_receive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    AcceptedDto: {
      /** @enum {boolean} */
      ok: true;
    };
    AdminAuditLogEntryDto: {
      /** @example booking.cancel */
      action: string;
      actor_email: string | null;
      after: {
        [key: string]: unknown;
      } | null;
      /** Format: date-time */
      at: string;
      before: {
        [key: string]: unknown;
      } | null;
      /** @description YYYY-MM-DD, wie der Kurs jetzt liegt */
      course_date: string | null;
      /** @description Kurs der Buchung, des Kurses oder Wartelisten-Eintrags */
      course_title: string | null;
      /** @description Kundin oder Kunde der Buchung, um die es geht */
      customer_name: string | null;
      /** @example booking */
      entity: string | null;
      entity_id: string | null;
      /** @description Laufende Nummer des Eintrags */
      id: string;
      /** @description Bei einer Stornierung: erstatteter Betrag in Cent (0: keine Erstattung); sonst null */
      refund_cents: number | null;
    };
    /** @description Filter des Audit-Logs, als JSON im Query-Parameter filter */
    AdminAuditLogFilter: {
      action?: string;
      actor_email?: string;
      entity?: string;
      entity_id?: string;
    };
    AdminBookingDeletedResponse: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    AdminBookingDto: {
      /** @description Cent */
      amount: number;
      /** @description Person nach DSGVO gelöscht: kein Stornieren, Bestätigen oder E-Mail-Versand mehr */
      anonymised: boolean;
      /**
       * @description Anwesenheit; null: nicht erfasst
       * @enum {string|null}
       */
      attendance: 'present' | 'absent' | null;
      /** @enum {string} */
      booking_status: 'pending' | 'confirmed' | 'cancelled' | 'failed';
      buyer_company: string | null;
      /** @description Käufer (bei einer Firmenbestellung die Kontaktperson) */
      buyer_name: string;
      /** @description YYYY-MM-DD, wie der Kurs jetzt liegt */
      course_date: string;
      /** @example 16:00 */
      course_end_time: string;
      /** Format: uuid */
      course_id: string | null;
      /** @example 08:30 */
      course_start_time: string;
      course_title: string;
      /** Format: date-time */
      created_at: string;
      currency: string;
      customer_email: string;
      customer_name: string;
      customer_phone: string | null;
      /**
       * @description Stand des Kurstermins (in der Liste): bevorstehend, läuft, Anwesenheit offen, …
       * @enum {string|null}
       */
      date_state?:
        'upcoming' | 'running' | 'attendance_open' | 'certificates_pending' | 'certificates_sent' | 'finished' | null;
      /**
       * Format: date-time
       * @description Privatkunde hat den Beginn vor Ablauf der Widerrufsfrist verlangt (§ 356 Abs. 4 BGB)
       */
      early_start_requested_at: string | null;
      /** @enum {string} */
      email_status: 'nicht_gesendet' | 'sending' | 'sent' | 'failed';
      /** Format: uuid */
      id: string;
      /**
       * Format: uuid
       * @description Die Bestellung: wer gekauft hat und bezahlt
       */
      order_id: string;
      /** @description Teilnehmende der Bestellung (Buchungen in der Liste) */
      order_size: number;
      paid_amount: number | null;
      /** @description Zahlung seit mehr als 24 Stunden ausstehend, bei Zahlung auf Rechnung: nach dem Fälligkeitsdatum (gelb markieren) */
      payment_overdue: boolean;
      /** @enum {string} */
      payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
      /** @description Bei 'refund_by_transfer': IBAN des Kontos, von dem die Zahlung laut Kontoauszug kam; null, wenn unbekannt (von Hand als bezahlt markiert) */
      refund_iban: string | null;
      refunded_amount: number | null;
      /** @description 'amount_mismatch': bezahlter Betrag weicht ab; 'refund_refused': Erstattung einer Selbststornierung abgelehnt; 'refund_by_transfer': Erstattung von refunded_amount per Überweisung offen */
      review_reason: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description Filter der Buchungsliste, als JSON im Query-Parameter filter */
    AdminBookingFilter: {
      /** @enum {string} */
      age?: 'under_24h' | 'older_24h' | 'older_7d';
      /** @enum {string} */
      booking_status?: 'pending' | 'confirmed' | 'cancelled' | 'failed';
      /** Format: uuid */
      course_id?: string;
      id?: string[];
      needs_review?: boolean;
      /**
       * Format: uuid
       * @description Nur die Buchungen dieser Bestellung
       */
      orderId?: string;
      q?: string;
    };
    AdminCancelAllPendingRequest: {
      /** @enum {boolean} */
      confirmBulkCancel?: true;
    };
    AdminCancelAllPendingResponse: {
      cancelledCount: number;
      /** @example Keine ausstehenden Buchungen */
      message: string;
    };
    AdminCancelBookingRequest: {
      message?: string;
      /** @description Erstattung in Cent (0 bis bezahlter Betrag); ohne Angabe der Vorschlag nach AGB */
      refundCents?: number;
    };
    AdminCancelBookingResponse: {
      booking: components['schemas']['AdminBookingDto'];
      emailDelivery: components['schemas']['EmailDelivery'];
      refundedCents: number;
    };
    AdminCertificateActionResponse: {
      certificateNumber: string;
      message: string;
    };
    AdminConfirmBookingResponse: {
      booking: components['schemas']['AdminBookingDto'];
      emailDelivery: components['schemas']['EmailDelivery'];
    };
    AdminCourseCancellation: {
      /** @description Bestätigte Buchungen, jetzt storniert: voll erstattet oder per Überweisung zu erstatten */
      cancelledBookings: number;
      /** @description Offene Zahlungen, die beendet wurden */
      endedHolds: number;
      /** @description Buchungen, deren Erstattung fehlschlug: sie bleiben bestätigt; erneutes Speichern mit status cancelled versucht es wieder */
      failed: {
        /** Format: uuid */
        bookingId: string;
        error: string;
      }[];
      /** @description Über den Zahlungsanbieter erstattet */
      refundedCents: number;
      removedWaitlistEntries: number;
      /** @description Erstattungen an per Überweisung bezahlte Buchungen: noch zu überweisen (Buchungsliste: 'Erstattung per Überweisung offen') */
      transferRefundCents: number;
    };
    AdminCourseDeletedResponse: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
      /** @description true: stornierte Buchungen verweisen noch darauf; der Kurs ist nur ausgeblendet */
      kept_for_accounting: boolean;
    };
    AdminCourseDto: {
      accessDialIn: string | null;
      accessMeetingId: string | null;
      accessNote: string | null;
      accessPasscode: string | null;
      /** @description Meeting-Link; nie öffentlich */
      accessUrl: string | null;
      /** @description Freie, buchbare Plätze */
      available_spots: number;
      /** @description 'Absage prüfen' (wie im Dashboard): aktiv, weniger als 3 Bestätigte und höchstens 14 Tage bis zum Start */
      cancellation_check: boolean;
      /** @description Bestätigte Buchungen (belegen je einen Platz) */
      confirmed_count: number;
      /** Format: date-time */
      created_at: string;
      currency: string;
      /** @description YYYY-MM-DD (Europe/Berlin) */
      date: string;
      /**
       * @description Stand des Termins: bevorstehend, läuft, Anwesenheit offen, Zertifikate in Versand/versendet
       * @enum {string|null}
       */
      date_state:
        'upcoming' | 'running' | 'attendance_open' | 'certificates_pending' | 'certificates_sent' | 'finished' | null;
      description: string | null;
      /** @example 16:00 */
      end_time: string;
      /** @description Cent */
      gross_price: number;
      /** @description Gehaltene Plätze: offene Zahlungen und Wartelisten-Angebote */
      held_count: number;
      /** Format: uuid */
      id: string;
      location: string;
      max_participants: number;
      /** @description Cent */
      net_price: number;
      /** @description Cent; folgt gross_price */
      price: number;
      /** @example 08:30 */
      start_time: string;
      /** @enum {string} */
      status: 'active' | 'inactive' | 'cancelled';
      title: string;
      /** @enum {string} */
      type: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /** @description Der Kurs hat noch nicht begonnen (Europe/Berlin) */
      upcoming: boolean;
      /** Format: date-time */
      updated_at: string;
      /** @description Umsatzsteuerfrei nach § 4 Nr. 21 UStG */
      vatExempt: boolean;
      vatExemptionReference: string | null;
      /** @description Wartende auf der Warteliste (ohne Angebot) */
      waiting_count: number;
      /** @description Vom Admin über die Platzanzahl zurückgehaltene Plätze: max_participants - confirmed_count - held_count - available_spots */
      withheld_spots: number;
    };
    /** @description Filter der Kursliste, als JSON im Query-Parameter filter */
    AdminCourseFilter: {
      id?: string[];
      q?: string;
      /** @enum {string} */
      status?: 'active' | 'inactive' | 'cancelled';
      /** @enum {string} */
      type?: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /** @description true: noch nicht begonnen (Europe/Berlin); false: begonnen oder vorbei */
      upcoming?: boolean;
    };
    AdminCourseUpdateResponse: {
      accessDialIn: string | null;
      accessMeetingId: string | null;
      accessNote: string | null;
      accessPasscode: string | null;
      /** @description Meeting-Link; nie öffentlich */
      accessUrl: string | null;
      /** @description Freie, buchbare Plätze */
      available_spots: number;
      /** @description Nur wenn der Kurs jetzt 'cancelled' ist */
      cancellation?: components['schemas']['AdminCourseCancellation'];
      /** @description 'Absage prüfen' (wie im Dashboard): aktiv, weniger als 3 Bestätigte und höchstens 14 Tage bis zum Start */
      cancellation_check: boolean;
      /** @description Bestätigte Buchungen (belegen je einen Platz) */
      confirmed_count: number;
      /** Format: date-time */
      created_at: string;
      currency: string;
      /** @description YYYY-MM-DD (Europe/Berlin) */
      date: string;
      /**
       * @description Stand des Termins: bevorstehend, läuft, Anwesenheit offen, Zertifikate in Versand/versendet
       * @enum {string|null}
       */
      date_state:
        'upcoming' | 'running' | 'attendance_open' | 'certificates_pending' | 'certificates_sent' | 'finished' | null;
      description: string | null;
      /** @example 16:00 */
      end_time: string;
      /** @description Cent */
      gross_price: number;
      /** @description Gehaltene Plätze: offene Zahlungen und Wartelisten-Angebote */
      held_count: number;
      /** Format: uuid */
      id: string;
      location: string;
      max_participants: number;
      /** @description Cent */
      net_price: number;
      /** @description Cent; folgt gross_price */
      price: number;
      /** @example 08:30 */
      start_time: string;
      /** @enum {string} */
      status: 'active' | 'inactive' | 'cancelled';
      title: string;
      /** @enum {string} */
      type: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /** @description Der Kurs hat noch nicht begonnen (Europe/Berlin) */
      upcoming: boolean;
      /** Format: date-time */
      updated_at: string;
      /** @description Umsatzsteuerfrei nach § 4 Nr. 21 UStG */
      vatExempt: boolean;
      vatExemptionReference: string | null;
      /** @description Wartende auf der Warteliste (ohne Angebot) */
      waiting_count: number;
      /** @description Vom Admin über die Platzanzahl zurückgehaltene Plätze: max_participants - confirmed_count - held_count - available_spots */
      withheld_spots: number;
    };
    /** @description Neuer Kurs. Unbekannte Felder werden ignoriert. Ohne accessUrl (und accessPasscode) gelten WEBINAR_ACCESS_URL (und WEBINAR_ACCESS_CODE). */
    AdminCreateCourseRequest: {
      accessDialIn?: string | null;
      accessMeetingId?: string | null;
      accessNote?: string | null;
      accessPasscode?: string | null;
      /**
       * @description Meeting-Link (https), nur für bestätigte Teilnehmende
       * @example https://meet.example.de/mpb-2026-12-15
       */
      accessUrl?: string | null;
      /**
       * @default EUR
       * @enum {string}
       */
      currency: 'EUR';
      /**
       * @description Kurstag (Europe/Berlin), YYYY-MM-DD
       * @example 2026-12-15
       */
      date: string;
      description?: string | null;
      /**
       * @description HH:MM, nach startTime
       * @example 16:00
       */
      endTime?: string;
      /** @description Cent */
      grossPrice: number;
      /** @default Live Online Webinar */
      location: string;
      /** @default 10 */
      maxParticipants: number;
      /** @description Cent */
      netPrice: number;
      /**
       * @description HH:MM
       * @example 08:30
       */
      startTime?: string;
      /**
       * @default active
       * @enum {string}
       */
      status: 'active' | 'inactive' | 'cancelled';
      title: string;
      /**
       * @default basis
       * @enum {string}
       */
      type: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /**
       * @description Umsatzsteuerfrei nach § 4 Nr. 21 UStG (verlangt vatExemptionReference)
       * @default false
       */
      vatExempt: boolean;
      /**
       * @description Aktenzeichen der Bescheinigung der zuständigen Landesbehörde; wird ohne vatExempt nicht gespeichert
       * @example Az. 45.2-5110/2026
       */
      vatExemptionReference?: string | null;
    };
    /** @description Neuer Discount-Code. Unbekannte Felder werden ignoriert. */
    AdminCreateDiscountCodeRequest: {
      /** @default true */
      active: boolean;
      /**
       * @description Wird in Großbuchstaben umgewandelt, Leerzeichen entfernt; eindeutig
       * @example BLOG20
       */
      code: string;
      description?: string | null;
      /**
       * @default percentage
       * @enum {string}
       */
      discount_type: 'percentage' | 'fixed_amount';
      /**
       * @description percentage: 1-100 (Prozent); fixed_amount: Cent, größer als 0 und höchstens der höchste Bruttopreis eines nicht gelöschten Kurses
       * @example 20
       */
      discount_value: number;
      /**
       * @description true: nur für eine Adresse ohne frühere bestätigte Buchung (auch später stornierte oder erstattete zählen)
       * @default false
       */
      first_booking_only: boolean;
      /** @description leer: unbegrenzt; nicht unter current_uses */
      max_uses?: number | null;
      /** @description YYYY-MM-DD; leer: heute (Europe/Berlin) */
      valid_from?: string | null;
      /** @description YYYY-MM-DD, nicht vor valid_from; leer: unbefristet */
      valid_until?: string | null;
    };
    /** @description Neues E-Mail-Template. Unbekannte Felder werden ignoriert. */
    AdminCreateEmailTemplateRequest: {
      /** @description HTML (serverseitig bereinigt); Platzhalter {{name}}: customer_name, booking_id, course_title, course_date, course_time, course_location, amount, cancel_url; unbekannte werden abgelehnt */
      html_content: string;
      /** @default true */
      is_active: boolean;
      /**
       * @description Ein Standard je Typ: setzt den bisherigen Standard des Typs zurück
       * @default false
       */
      is_default: boolean;
      name: string;
      /** @example Ihre Buchung {{booking_id}} */
      subject: string;
      /**
       * @default confirmation
       * @enum {string}
       */
      type: 'confirmation' | 'cancellation' | 'manual-confirmation';
    };
    AdminDiscountCodeDeletedResponse: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    AdminDiscountCodeDto: {
      active: boolean;
      code: string;
      /** Format: date-time */
      created_at: string;
      /** @description Reservierte und bezahlte Verwendungen */
      current_uses: number;
      description: string | null;
      /** @enum {string} */
      discount_type: 'percentage' | 'fixed_amount';
      /** @description Prozent oder Cent */
      discount_value: number;
      /** @description Nur für die erste Buchung einer E-Mail-Adresse */
      first_booking_only: boolean;
      /** Format: uuid */
      id: string;
      /** @description null: unbegrenzt */
      max_uses: number | null;
      /** Format: date-time */
      updated_at: string;
      /** @description YYYY-MM-DD */
      valid_from: string;
      valid_until: string | null;
    };
    AdminDiscountCodeFilter: {
      active?: boolean;
      id?: string[];
      /** @description Sucht in Code und Beschreibung */
      q?: string;
    };
    AdminDiscountUsageDto: {
      /** Format: uuid */
      booking_id: string | null;
      /** @description YYYY-MM-DD */
      course_date: string | null;
      course_title: string | null;
      customer_email: string;
      customer_name: string | null;
      /** Format: uuid */
      id: string;
      /**
       * @description reserved: Zahlung offen; redeemed: bezahlt
       * @enum {string}
       */
      status: 'reserved' | 'redeemed';
      /** Format: date-time */
      used_at: string;
    };
    AdminDiscountUsageResetResponse: {
      /** @description Verwendungen des Codes nach dem Zurücksetzen */
      current_uses: number;
      /** Format: uuid */
      discount_code_id: string;
      /** Format: uuid */
      id: string;
    };
    AdminDuplicateCourseRequest: {
      /** @description Neuer Kurstag, YYYY-MM-DD, nicht in der Vergangenheit */
      date: string;
    };
    AdminEmailTemplateDeletedResponse: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    AdminEmailTemplateDto: {
      /** Format: date-time */
      created_at: string;
      html_content: string;
      /** Format: uuid */
      id: string;
      is_active: boolean;
      is_default: boolean;
      name: string;
      subject: string;
      /** @enum {string} */
      type: 'confirmation' | 'cancellation' | 'manual-confirmation';
      /** Format: date-time */
      updated_at: string;
      /** @description Im Template verwendete Platzhalter */
      variables: string[];
    };
    AdminEmailTemplateFilter: {
      id?: string[];
      /** @description Sucht in Name und Betreff */
      q?: string;
      /** @enum {string} */
      type?: 'confirmation' | 'cancellation' | 'manual-confirmation';
    };
    AdminEmailTemplatePreviewRequest: {
      /** @description HTML (serverseitig bereinigt); Platzhalter {{name}}: customer_name, booking_id, course_title, course_date, course_time, course_location, amount, cancel_url; unbekannte werden abgelehnt */
      html_content: string;
      /** @default  */
      subject: string;
    };
    AdminEmailTemplatePreviewResponse: {
      html: string;
      subject: string;
      unknownPlaceholders: string[];
    };
    AdminEmailTemplateTestRequest: {
      email: string;
    };
    AdminEmailTemplateTestResponse: {
      /** @enum {string} */
      message: 'Test-E-Mail versendet';
      subject: string;
      unknownPlaceholders: string[];
    };
    /** @description Betroffene Zeilen je Tabelle (Buchungen werden anonymisiert, nicht gelöscht) */
    AdminGdprCounts: {
      [key: string]: number;
    };
    AdminGdprDeletionDto: {
      affected_counts: components['schemas']['AdminGdprCounts'];
      affected_tables: string[];
      /** Format: date-time */
      deleted_at: string;
      /** @description Schlüssel-Hash der Adresse (HMAC), nie die Adresse; leer bei Einträgen aus der Zeit vor Schlüssel-Hashes */
      email_hash: string | null;
      /** Format: uuid */
      id: string;
      /** @description Rechnungen der Person, die nach § 147 AO aufbewahrt bleiben (Art. 17 Abs. 3 lit. b DSGVO): gesperrt, in keiner Admin-Liste mehr */
      invoices_kept: number;
      /** @description Aufbewahrt bis (YYYY-MM-DD): 8 Jahre ab Ende des Jahres der letzten Rechnung */
      invoices_kept_until: string | null;
      performed_by: string | null;
      /** @description Die Hintergrund-Jobs, die die Person nennen, werden noch aus Redis entfernt; danach steht ihre Zahl unter redis_jobs */
      queue_scrub_pending: boolean;
      reason: string | null;
    };
    AdminGdprDeletionRequest: {
      /** @example max.mustermann@beispiel.de */
      email: string;
      reason?: string | null;
    };
    AdminGdprPreview: {
      counts: components['schemas']['AdminGdprCounts'];
      total: number;
    };
    AdminIdentityDto: {
      /** @example admin@example.de */
      email: string;
    };
    AdminInvoiceDto: {
      /** Format: uuid */
      booking_id: string;
      buyer_company: string | null;
      buyer_name: string;
      /** @description Stornorechnung: die stornierte Rechnung */
      cancels_number: string | null;
      /** @description PDF und XML sind erstellt und gespeichert */
      documents_ready: boolean;
      /** @description Fällig bis (Überweisung), YYYY-MM-DD */
      due_date: string | null;
      gross_cents: number;
      /** Format: uuid */
      id: string;
      /** @description Rechnungsdatum, YYYY-MM-DD (Europe/Berlin) */
      issue_date: string;
      /** Format: date-time */
      issued_at: string;
      /** @enum {string} */
      kind: 'invoice' | 'cancellation';
      net_cents: number;
      /** @example RE-2026-00042 */
      number: string;
      /**
       * @description Aus der Buchung: 'paid' bezahlt (oder nichts mehr zu zahlen: Stornorechnung, stornierte Rechnung), 'open' offen, 'overdue' nach dem Fälligkeitsdatum offen
       * @enum {string}
       */
      payment_state: 'paid' | 'open' | 'overdue';
      tax_cents: number;
    };
    /** @description Filter der Rechnungsliste, als JSON im Query-Parameter filter */
    AdminInvoiceFilter: {
      /** @description Rechnungsdatum ab (einschließlich), Europe/Berlin */
      from?: string;
      id?: string[];
      /** @enum {string} */
      kind?: 'invoice' | 'cancellation';
      /** @enum {string} */
      payment_state?: 'paid' | 'open' | 'overdue';
      /** @description Rechnungsnummer oder Name, Firma, E-Mail-Adresse des Rechnungsempfängers */
      q?: string;
      /** @description Rechnungsdatum bis (einschließlich), Europe/Berlin */
      to?: string;
    };
    AdminNewsletterFilter: {
      id?: string[];
      /** @description Sucht in E-Mail und Name */
      q?: string;
      /** @enum {string} */
      status?: 'active' | 'unsubscribed' | 'unconfirmed';
    };
    AdminNewsletterStats: {
      active: number;
      /** @description Alle Einträge, auch unbestätigte */
      total: number;
      unsubscribed: number;
    };
    AdminNewsletterSubscriberDto: {
      active: boolean;
      /** Format: date-time */
      confirmed_at: string | null;
      email: string;
      /** Format: uuid */
      id: string;
      name: string | null;
      source: string;
      /**
       * @description active: bestätigt; unconfirmed: Double-Opt-in offen; unsubscribed: abgemeldet
       * @enum {string}
       */
      status: 'active' | 'unsubscribed' | 'unconfirmed';
      /** Format: date-time */
      subscribed_at: string;
      /** Format: date-time */
      unsubscribed_at: string | null;
    };
    AdminNewsletterSubscriberRemoved: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
    };
    AdminOrderBookingDto: {
      /** @description Cent */
      amount: number;
      /** @description Person nach DSGVO gelöscht */
      anonymised: boolean;
      /** @enum {string} */
      booking_status: 'pending' | 'confirmed' | 'cancelled' | 'failed';
      /** @description YYYY-MM-DD, wie der Kurs jetzt liegt */
      course_date: string;
      course_title: string;
      customer_company: string | null;
      customer_email: string;
      customer_name: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
    };
    AdminOrderDto: {
      billing_city: string | null;
      /** @example DE */
      billing_country: string | null;
      billing_postal_code: string | null;
      billing_street: string | null;
      billing_vat_id: string | null;
      /** @description Die erste Buchung zuerst; entfernte nicht */
      bookings: components['schemas']['AdminOrderBookingDto'][];
      buyer_company: string | null;
      buyer_email: string;
      /** @description Käufer (bei einer Firmenbestellung die Kontaktperson) */
      buyer_name: string;
      buyer_phone: string | null;
      /** Format: date-time */
      created_at: string;
      /** @enum {string} */
      customer_type: 'private' | 'business';
      /** Format: uuid */
      id: string;
      /** @description Rechnungen und Stornorechnungen, älteste zuerst */
      invoices: components['schemas']['AdminOrderInvoiceDto'][];
      leitweg_id: string | null;
      /** @enum {string} */
      payment_method: 'card' | 'invoice';
      /** @description Bestellnummer des Käufers */
      purchase_order_number: string | null;
    };
    AdminOrderInvoiceDto: {
      /** @description PDF und XML liegen vor */
      documents_ready: boolean;
      gross_cents: number;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      issued_at: string;
      /** @enum {string} */
      kind: 'invoice' | 'cancellation';
      number: string;
      /**
       * @description Das gespeicherte PDF
       * @example /api/admin/invoices/0b8e6c2a-5f43-4f0e-9a51-3c2d7e4b1f60.pdf
       */
      pdf_url: string;
    };
    AdminParticipant: {
      /** @description Betrag in Cent */
      amount: number;
      /**
       * @description null: noch nicht erfasst
       * @enum {string|null}
       */
      attendance: 'present' | 'absent' | null;
      /** Format: date-time */
      booked_at: string;
      /** Format: uuid */
      booking_id: string;
      /** Format: date-time */
      certificate_issued_at: string | null;
      /**
       * @description Stand der letzten Zertifikatsmail
       * @enum {string|null}
       */
      certificate_mail: 'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | null;
      certificate_number: string | null;
      /** @description Das Zertifikat ist widerrufen (abwesend) */
      certificate_revoked: boolean;
      company: string | null;
      email: string;
      name: string;
      phone: string | null;
    };
    AdminParticipantList: {
      course: {
        /** @description Der Kurs hat begonnen: Anwesenheit kann erfasst werden */
        attendance_open: boolean;
        date: string;
        /** @enum {string} */
        date_state:
          'upcoming' | 'running' | 'attendance_open' | 'certificates_pending' | 'certificates_sent' | 'finished';
        end_time: string;
        /** Format: uuid */
        id: string;
        location: string;
        start_time: string;
        title: string;
      };
      participants: components['schemas']['AdminParticipant'][];
    };
    /** @description Anwesenheit erfassen: einzelne Einträge oder alle auf einmal. */
    AdminRecordAttendanceRequest: {
      /**
       * @description Alle bestätigten Teilnehmenden auf einmal
       * @enum {string}
       */
      all?: 'present' | 'absent';
      entries?: {
        /** @enum {string} */
        attendance: 'present' | 'absent';
        /** Format: uuid */
        bookingId: string;
      }[];
    };
    AdminRecordAttendanceResponse: {
      /** @description Neu ausgestellte (und versandte) Zertifikate */
      certificatesIssued: number;
      /** @description Widerrufene Zertifikate (als abwesend erfasst) */
      certificatesRevoked: number;
      /** @description Geänderte Einträge */
      changed: number;
      message: string;
    };
    AdminRefundProposal: {
      /**
       * @description Wie bei der Stornierung in 'Meine Buchungen': withdrawal = Widerruf eines Privatkunden innerhalb von 14 Tagen nach Buchung vor Kursbeginn (alles); sonst AGB: ab 14 Tagen alles, 7 bis 13 Tage die Hälfte, darunter nichts
       * @enum {string}
       */
      basis: 'withdrawal' | 'full' | 'half' | 'none';
      /** Format: date-time */
      bookedAt: string;
      /** @description Firma, die gebucht hat (bei Ersatzperson die der zahlenden Person) */
      company: string | null;
      /** @enum {string} */
      customerType: 'private' | 'business';
      daysBeforeStart: number;
      paidCents: number;
      proposedRefundCents: number;
      /** @example Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung. */
      reason: string;
    };
    AdminReissueCertificateRequest: {
      name: string;
    };
    AdminResendBookingEmailRequest: {
      message?: string;
      /** @enum {string} */
      type: 'confirmation' | 'cancellation' | 'manual-confirmation';
    };
    AdminResendBookingEmailResponse: {
      /** Format: uuid */
      bookingId: string;
      emailDelivery: components['schemas']['EmailDelivery'];
    };
    AdminStatsDto: {
      confirmed: number;
      courses: {
        /** @description 'Absage prüfen': weniger als 3 Bestätigte und höchstens 14 Tage bis zum Start */
        cancellationCheck: boolean;
        confirmed: number;
        /** Format: uuid */
        courseId: string;
        date: string;
        daysBeforeStart: number;
        free: number;
        /** @description Offene Reservierungen und Wartelisten-Angebote */
        held: number;
        maxParticipants: number;
        startTime: string;
        title: string;
        waiting: number;
      }[];
      pending: number;
      /** @description Bezahlte Beträge abzüglich Erstattungen, in Cent */
      revenueCents: number;
      totalBookings: number;
      /** @description Auf Rechnung gebuchte, noch nicht bezahlte Buchungen, deren Kurs in höchstens 3 Werktagen beginnt: der Admin entscheidet (DECISIONS 35) */
      unpaidBeforeStart: {
        amountCents: number;
        /** Format: uuid */
        bookingId: string;
        buyerCompany: string | null;
        buyerName: string;
        courseDate: string;
        courseTitle: string;
        dueDate: string | null;
        /** Format: uuid */
        invoiceId: string | null;
        invoiceNumber: string | null;
        participantName: string;
      }[];
      /** @description Die letzten 12 Wochen, älteste zuerst */
      weekly: {
        bookings: number;
        revenueCents: number;
        /** @description Montag der Woche, YYYY-MM-DD (Europe/Berlin) */
        weekStart: string;
      }[];
    };
    /** @description Kurs ändern (react-admin sendet den ganzen Datensatz per PUT). Fehlende Felder bleiben unverändert, unbekannte (etwa die snake_case-Spalten der Zeile) werden ignoriert. status 'cancelled' sagt den Kurs ab: alle bestätigten Buchungen werden voll erstattet und storniert. */
    AdminUpdateCourseRequest: {
      accessDialIn?: string | null;
      accessMeetingId?: string | null;
      accessNote?: string | null;
      accessPasscode?: string | null;
      /**
       * @description Meeting-Link (https), nur für bestätigte Teilnehmende
       * @example https://meet.example.de/mpb-2026-12-15
       */
      accessUrl?: string | null;
      /** @enum {string} */
      currency?: 'EUR';
      /**
       * @description Kurstag (Europe/Berlin), YYYY-MM-DD
       * @example 2026-12-15
       */
      date?: string;
      description?: string | null;
      /**
       * @description HH:MM, nach startTime
       * @example 16:00
       */
      endTime?: string;
      /** @description Cent */
      grossPrice?: number;
      location?: string;
      maxParticipants?: number;
      /** @description Cent */
      netPrice?: number;
      /**
       * @description HH:MM
       * @example 08:30
       */
      startTime?: string;
      /** @enum {string} */
      status?: 'active' | 'inactive' | 'cancelled';
      title?: string;
      /** @enum {string} */
      type?: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /** @description Umsatzsteuerfrei nach § 4 Nr. 21 UStG (verlangt vatExemptionReference) */
      vatExempt?: boolean;
      /**
       * @description Aktenzeichen der Bescheinigung der zuständigen Landesbehörde; wird ohne vatExempt nicht gespeichert
       * @example Az. 45.2-5110/2026
       */
      vatExemptionReference?: string | null;
    };
    AdminUpdateCourseSpotsRequest: {
      /** @description Freie Plätze: 0 bis max_participants - confirmed_count - held_count */
      availableSpots: number;
    };
    /** @description Discount-Code ändern (react-admin sendet den ganzen Datensatz). Fehlende Felder bleiben, unbekannte werden ignoriert. */
    AdminUpdateDiscountCodeRequest: {
      active?: boolean;
      /**
       * @description Wird in Großbuchstaben umgewandelt, Leerzeichen entfernt; eindeutig
       * @example BLOG20
       */
      code?: string;
      description?: string | null;
      /** @enum {string} */
      discount_type?: 'percentage' | 'fixed_amount';
      /**
       * @description percentage: 1-100 (Prozent); fixed_amount: Cent, größer als 0 und höchstens der höchste Bruttopreis eines nicht gelöschten Kurses
       * @example 20
       */
      discount_value?: number;
      /** @description true: nur für eine Adresse ohne frühere bestätigte Buchung (auch später stornierte oder erstattete zählen) */
      first_booking_only?: boolean;
      /** @description leer: unbegrenzt; nicht unter current_uses */
      max_uses?: number | null;
      /** @description YYYY-MM-DD; leer: heute (Europe/Berlin) */
      valid_from?: string | null;
      /** @description YYYY-MM-DD, nicht vor valid_from; leer: unbefristet */
      valid_until?: string | null;
    };
    /** @description E-Mail-Template ändern (react-admin sendet den ganzen Datensatz). Fehlende Felder bleiben. */
    AdminUpdateEmailTemplateRequest: {
      /** @description HTML (serverseitig bereinigt); Platzhalter {{name}}: customer_name, booking_id, course_title, course_date, course_time, course_location, amount, cancel_url; unbekannte werden abgelehnt */
      html_content?: string;
      is_active?: boolean;
      /** @description Ein Standard je Typ: setzt den bisherigen Standard des Typs zurück */
      is_default?: boolean;
      name?: string;
      /** @example Ihre Buchung {{booking_id}} */
      subject?: string;
      /** @enum {string} */
      type?: 'confirmation' | 'cancellation' | 'manual-confirmation';
    };
    AdminWaitlistCourses: {
      cards: {
        /** @description Gerundet; 0 ohne Einträge */
        averagePosition: number;
        coursesWithWaitlists: number;
        totalEntries: number;
      };
      /** @description Ausgebuchte Kurse (0 freie Plätze) mit Warteliste, nach Datum */
      courses: {
        /** @description YYYY-MM-DD (Europe/Berlin) */
        date: string;
        /** @description Einträge in der Warteschlange (wartend oder mit Angebot) */
        entries: number;
        /** Format: uuid */
        id: string;
        /** @example 08:30 */
        start_time: string;
        title: string;
      }[];
    };
    AdminWaitlistEntryDto: {
      /** Format: uuid */
      course_id: string;
      /** Format: date-time */
      created_at: string;
      customer_email: string;
      customer_name: string | null;
      customer_phone: string | null;
      /** Format: uuid */
      id: string;
      /**
       * Format: date-time
       * @description Bis wann der gehaltene Platz gilt
       */
      offer_expires_at: string | null;
      /** @description 1-basiert, ohne Lücken */
      position: number;
      /**
       * @description offered: ein Platz ist für den Eintrag gehalten (Angebot per E-Mail)
       * @enum {string}
       */
      status: 'waiting' | 'offered';
    };
    AdminWaitlistEntryRemoved: {
      /** @enum {boolean} */
      deleted: true;
      /** Format: uuid */
      id: string;
      /** @description Der gehaltene Platz ging an den nächsten Wartenden (oder zurück in den Verkauf) */
      offer_passed_on: boolean;
    };
    /** @description Filter der Warteliste, als JSON im Query-Parameter filter */
    AdminWaitlistFilter: {
      /** Format: uuid */
      courseId?: string;
      /** @description Sucht in Name und E-Mail */
      q?: string;
    };
    ApiError: {
      /**
       * @description Deutsche Fehlermeldung
       * @example Ungültiger Abmelde-Link
       */
      error: string;
      /** @description Deutsche Meldung je fehlerhaftem Feld */
      fields?: {
        [key: string]: string;
      };
    };
    /** @description Ohne invoiceId: als erledigt vermerken (z. B. eine Sammelzahlung, deren Rechnungen von Hand als bezahlt markiert wurden) */
    AssignBankTransactionDto: {
      /** Format: uuid */
      invoiceId?: string;
    };
    BankStatementImportDto: {
      /** @description Buchungen, die ein früherer Import schon enthielt */
      duplicates: number;
      matched: components['schemas']['BankTransactionDto'][];
      unmatched: components['schemas']['BankTransactionDto'][];
    };
    BankTransactionDto: {
      amount_cents: number;
      /** @description Buchungstag (YYYY-MM-DD) */
      booked_on: string;
      currency: string;
      debtor_iban: string | null;
      debtor_name: string | null;
      /** Format: uuid */
      id: string;
      /** Format: date-time */
      imported_at: string;
      /** Format: uuid */
      invoice_id: string | null;
      invoice_number: string | null;
      /** @description Warum der Eingang (nicht) zugeordnet wurde */
      reason: string | null;
      /** @description Verwendungszweck */
      remittance: string;
      resolved_by: string | null;
      /**
       * @description 'matched': beim Import zugeordnet; 'open': zuzuordnen; 'assigned': von Hand zugeordnet; 'returned': zurücküberwiesen
       * @enum {string}
       */
      status: 'matched' | 'open' | 'assigned' | 'returned';
    };
    BankTransactionFilter: {
      id?: string[];
      q?: string;
      /** @enum {string} */
      status?: 'matched' | 'open' | 'assigned' | 'returned';
    };
    BookingChangeResponseDto: {
      /** @description Deutsche Erfolgsmeldung für die Seite */
      message: string;
    };
    BookingViewDto: {
      /**
       * @description Cent
       * @example 47481
       */
      amount: number;
      /** @enum {string} */
      booking_status: 'pending' | 'confirmed' | 'cancelled' | 'failed';
      /**
       * @description Kurstag (Europe/Berlin)
       * @example 2026-12-15
       */
      course_date: string;
      /** @example 16:00:00 */
      course_end_time: string;
      /** @example 08:30:00 */
      course_start_time: string;
      /** @example Medizinprodukteberater Basiszertifizierung */
      course_title: string;
      /** @example EUR */
      currency: string;
      /** @enum {string} */
      email_status: 'nicht_gesendet' | 'sending' | 'sent' | 'failed';
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      payment_status: 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded';
      /** Format: date-time */
      updated_at: string;
    };
    CancelBookingRequestDto: {
      /** @description Der Token aus der Abbruch-Adresse des Bezahlvorgangs (?token=...) */
      token: string;
    };
    CancelBookingResponseDto: {
      booking: components['schemas']['BookingViewDto'];
      /** @description false, wenn die Buchung schon vorher storniert oder abgelaufen war */
      changed: boolean;
      /** @description Was passiert ist, auf Deutsch für die Abbruchseite */
      message: string;
      /**
       * @description cancelled: jetzt storniert; already_cancelled: war es schon
       * @enum {string}
       */
      outcome: 'cancelled' | 'already_cancelled';
      success: boolean;
    };
    /** @description Öffentliche Prüfung eines Zertifikats. 'revoked': widerrufen (Teilnahme nicht bestätigt oder Buchung storniert), ohne Namen; 'erased': nach DSGVO gelöscht; 'unknown': keine solche Nummer. */
    CertificateVerification: {
      /** @description Bei 'valid', 'replaced' und 'revoked' */
      courseTitle?: string;
      /**
       * @description Kursdatum (yyyy-MM-dd)
       * @example 2026-12-15
       */
      date?: string;
      /** @description Nur bei 'valid' und 'replaced' */
      name?: string;
      /** @enum {string} */
      status: 'valid' | 'replaced' | 'revoked' | 'erased' | 'unknown';
    };
    CheckoutRequestDto: {
      /**
       * @description AGB akzeptiert (muss true sein)
       * @enum {boolean}
       */
      acceptedAGB: true;
      /** @description Rechnungsadresse (Pflicht: jede Rechnung nennt die Anschrift des Käufers) */
      billingAddress: {
        /** @example Berlin */
        city: string;
        /**
         * @description ISO 3166-1 alpha-2: DE, AT, CH, BE, BG, DK, EE, FI, FR, GR, IE, IT, HR, LV, LT, LU, MT, NL, PL, PT, RO, SE, SK, SI, ES, CZ, HU, CY
         * @example DE
         */
        country: string;
        /**
         * @description DE 5 Ziffern, AT und CH 4 Ziffern, sonst 2-10 Buchstaben und Ziffern
         * @example 10115
         */
        postalCode: string;
        /** @example Hauptstraße 5 */
        street: string;
      };
      /** Format: uuid */
      courseId: string;
      customerComments?: string | null;
      /**
       * @description Pflicht für Firmenkunden; 2-100 Zeichen
       * @example Muster Medical GmbH
       */
      customerCompany?: string | null;
      /**
       * Format: email
       * @example erika.mueller@beispiel.de
       */
      customerEmail: string;
      /**
       * @description 2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt
       * @example Erika Müller
       */
      customerName: string;
      /**
       * @description mindestens 5, höchstens 20 Zeichen
       * @example +49 30 1234567
       */
      customerPhone?: string | null;
      /**
       * @default private
       * @enum {string}
       */
      customerType: 'private' | 'business';
      /**
       * @description Rabatt aller Plätze in Cent (0 ohne Code; wird verglichen, wenn angegeben)
       * @example 9496
       */
      discountAmount?: number | null;
      /**
       * @description Wird in Großbuchstaben umgewandelt
       * @example BLOG20
       */
      discountCode?: string | null;
      /**
       * @description Privatkunde verlangt ausdrücklich den Beginn vor Ablauf der Widerrufsfrist (§ 356 Abs. 4 BGB); Pflicht, wenn der Termin innerhalb von 14 Tagen beginnt
       * @default false
       */
      earlyStartRequested: boolean | null;
      /**
       * @description Leitweg-ID öffentlicher Auftraggeber für die XRechnung, mit gültigen Prüfziffern
       * @example 04011000-1234512345-06
       */
      leitwegId?: string | null;
      /**
       * @description Bruttopreis aller Plätze in Cent (wird verglichen, wenn angegeben)
       * @example 47481
       */
      originalAmount?: number | null;
      /** @description Die teilnehmenden Personen (1-20), je ein Platz; ohne Angabe nimmt der Käufer allein teil. Der Käufer nimmt nur teil, wenn er hier steht. */
      participants?:
        | {
            /**
             * Format: email
             * @example jonas.weber@beispiel.de
             */
            email: string;
            /** @example Jonas Weber */
            name: string;
          }[]
        | null;
      /**
       * @description 'card' (Standard) oder 'invoice': Zahlung auf Rechnung per Überweisung, nur für Firmenkunden, wenn freigeschaltet, und für Termine mindestens 14 Tage im Voraus; die Buchung ist sofort verbindlich
       * @default card
       * @enum {string|null}
       */
      paymentMethod: 'card' | 'invoice' | null;
      /**
       * @description Bestellnummer des Firmenkunden (höchstens 50 Zeichen)
       * @example PO-2026-0815
       */
      purchaseOrderNumber?: string | null;
      /**
       * @description Vom Besucher gesehener Endpreis der Bestellung in Cent (Plätze × Preis je Platz); muss zum Serverpreis passen
       * @example 37985
       */
      selectedPrice: number;
      /**
       * @description USt-IdNr. des Firmenkunden im Format des Rechnungslandes (z. B. DE und 9 Ziffern)
       * @example DE123456789
       */
      vatId?: string | null;
      /** @description Token aus einem persönlichen Wartelisten-Buchungslink (reservierter Platz) */
      waitlistOfferToken?: string | null;
    };
    CheckoutResponseDto: {
      /**
       * Format: uuid
       * @description Die erste Buchung der Bestellung
       */
      bookingId: string;
      /** @description Eine Buchung je teilnehmender Person */
      bookingIds: string[];
      /**
       * Format: uuid
       * @description Die Bestellung: Käufer, Rechnungsadresse und Zahlungsart
       */
      orderId: string;
      /** @description Adresse des Bezahlvorgangs (Stripe Checkout oder der eingebaute Test-Checkout) */
      url: string;
    };
    ConsentRevokeDto: {
      /** @enum {string} */
      action: 'revoke_consent';
      /** @description Gespeicherte E-Mail-Adresse der Person oder null */
      email: string | null;
    };
    CourseDto: {
      /** @example 4 */
      available_spots: number;
      /** Format: date-time */
      created_at: string;
      /** @example EUR */
      currency: string;
      /**
       * @description Kurstag (Europe/Berlin)
       * @example 2026-12-15
       */
      date: string;
      description: string | null;
      /** @example 16:00:00 */
      end_time: string;
      /**
       * @description Cent
       * @example 47481
       */
      gross_price: number;
      /** Format: uuid */
      id: string;
      /** @example Live Online Webinar */
      location: string;
      /** @example 10 */
      max_participants: number;
      /**
       * @description Cent
       * @example 39900
       */
      net_price: number;
      /**
       * @description Cent
       * @example 49900
       */
      price: number;
      /** @example 08:30:00 */
      start_time: string;
      /** @enum {string} */
      status: 'active' | 'inactive' | 'cancelled';
      /** @example Medizinprodukteberater Basiszertifizierung */
      title: string;
      /** @enum {string} */
      type: 'basis' | 'advanced' | 'auffrischung' | 'custom';
      /** Format: date-time */
      updated_at: string;
      /** @description Umsatzsteuerfrei nach § 4 Nr. 21 UStG: der Preis enthält keine Umsatzsteuer */
      vat_exempt: boolean;
      /** @description Aktenzeichen der Bescheinigung der zuständigen Landesbehörde */
      vat_exemption_reference: string | null;
    };
    DiscardCheckoutRequestDto: {
      /** @description Der Token aus dem Verwerfen-Link der E-Mail (?token=...) */
      token: string;
    };
    DiscardCheckoutResponseDto: {
      /** @description Was passiert ist, auf Deutsch für die Seite */
      message: string;
      /**
       * @description discarded: jetzt verworfen, Platz frei; already_closed: war nicht mehr offen
       * @enum {string}
       */
      outcome: 'discarded' | 'already_closed';
    };
    DiscountValidationDto: {
      /**
       * @description Rabatt in Cent
       * @example 9496
       */
      discountAmount: number;
      /**
       * @description Rabatt in ganzen Prozent
       * @example 20
       */
      discountPercentage: number;
      /**
       * @description Art des gültigen Codes: ein Festbetrag wird dem Besucher als Betrag gezeigt (discountAmount), nicht in Prozent; null, wenn ungültig
       * @example percentage
       * @enum {string|null}
       */
      discountType: 'percentage' | 'fixed_amount' | null;
      /**
       * @description Deutsche Fehlermeldung, wenn ungültig
       * @example null
       */
      error: string | null;
      /**
       * @description Endpreis in Cent
       * @example 37985
       */
      finalPrice: number;
      valid: boolean;
    };
    /**
     * @description Stand des E-Mail-Versands nach kurzer Wartezeit; 'sending'/'queued': wird noch zugestellt
     * @enum {string}
     */
    EmailDelivery: 'sent' | 'failed' | 'skipped' | 'sending' | 'queued';
    HealthDto: {
      /** @enum {string} */
      database: 'up' | 'down';
      /** @enum {string} */
      redis: 'up' | 'down';
      /**
       * @description 'ok' nur, wenn Datenbank und Redis erreichbar sind
       * @enum {string}
       */
      status: 'ok' | 'error';
    };
    JoinWaitlistDto: {
      /**
       * Format: uuid
       * @description Der ausgebuchte Kurstermin
       */
      courseId: string;
      /** @description wird nach 1000 Zeichen abgeschnitten */
      customerComments?: string | null;
      /**
       * @description optional; 2-100 Zeichen
       * @example Muster Medical GmbH
       */
      customerCompany?: string | null;
      /**
       * Format: email
       * @example laura.hoffmann@example.de
       */
      customerEmail: string;
      /**
       * @description 2-50 Buchstaben (inkl. Umlaute), Leerzeichen, Bindestrich, Apostroph, Punkt
       * @example Laura Hoffmann
       */
      customerName?: string | null;
      /**
       * @description optional; höchstens 20 Zeichen
       * @example +49 30 1234567
       */
      customerPhone?: string | null;
    };
    JoinWaitlistResultDto: {
      /** @description true, wenn die E-Mail-Adresse schon auf dieser Warteliste steht ('Sie stehen bereits auf der Warteliste für diesen Kurs.'); dann wird keine E-Mail versendet. */
      alreadyOnWaitlist: boolean;
      /** @description true, wenn die Bestätigungs-E-Mail mit dem Abmelde-Link innerhalb weniger Sekunden vom Mailserver angenommen wurde; false bei einem bestehenden Eintrag oder wenn sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht). */
      email_sent: boolean;
      /**
       * @description Platz in der Warteliste dieses Kurstermins (ab 1, ohne Lücken)
       * @example 3
       */
      position: number;
    };
    LivenessDto: {
      /**
       * @description Der Prozess läuft und antwortet
       * @enum {string}
       */
      status: 'ok';
    };
    MagicLinkRequestDto: {
      /**
       * Format: email
       * @example maria.schneider@example.de
       */
      email: string;
      /**
       * @description Pfad dieser Website, auf den der Link führt (Admins landen in /admin)
       * @example /online-seminare
       */
      redirect?: string;
    };
    MailLinkQuestionDto: {
      /**
       * @description Adresse, die der Link anmeldet
       * @example maria.schneider@example.de
       */
      recipient: string;
      /**
       * @description Adresse der Sitzung, die ersetzt würde
       * @example jonas.weber@example.de
       */
      signedInAs: string | null;
    };
    MailLinkSignInDto: {
      /**
       * @description Wohin die Seite jetzt wechselt
       * @example /meine-buchungen
       */
      redirect: string;
    };
    /** @description Bestellnummern gelten je Bestellung und werden nicht übernommen */
    MyBillingDetailsDto: {
      /** @description null: die Adresse hat noch keine bestätigte Buchung mit Rechnungsadresse */
      billingAddress: {
        /** @example Berlin */
        city: string;
        /**
         * @example DE
         * @enum {string}
         */
        country:
          | 'DE'
          | 'AT'
          | 'CH'
          | 'BE'
          | 'BG'
          | 'DK'
          | 'EE'
          | 'FI'
          | 'FR'
          | 'GR'
          | 'IE'
          | 'IT'
          | 'HR'
          | 'LV'
          | 'LT'
          | 'LU'
          | 'MT'
          | 'NL'
          | 'PL'
          | 'PT'
          | 'RO'
          | 'SE'
          | 'SK'
          | 'SI'
          | 'ES'
          | 'CZ'
          | 'HU'
          | 'CY';
        /** @example 10115 */
        postalCode: string;
        /** @example Hauptstraße 5 */
        street: string;
      } | null;
      /** @description Firmenname, wenn zuletzt als Firmenkunde gebucht */
      company: string | null;
      /** @example 04011000-1234512345-06 */
      leitwegId: string | null;
      /** @example DE123456789 */
      vatId: string | null;
    };
    MyBookingCancelRequestDto: Record<string, never>;
    MyBookingCancelResponseDto: {
      /** @description Was geschehen ist, auf Deutsch */
      message: string;
      refundedCents: number;
    };
    MyBookingDto: {
      /** @description Zugangsdaten zum Live-Webinar: nur bestätigt und ab 24 Stunden vor Beginn */
      access: {
        dialIn: string | null;
        meetingId: string | null;
        note: string | null;
        passcode: string | null;
        url: string | null;
      } | null;
      /**
       * @description Für die teilnehmende Person einer kommenden Buchung: wann die Zugangsdaten per E-Mail kommen oder gekommen sind
       * @example Die Zugangsdaten zum Live-Webinar haben wir Ihnen am 14.12.2026 um 08:30 Uhr per E-Mail geschickt.
       */
      accessNote: string | null;
      calendarUrl: string | null;
      canCancel: boolean;
      /** @description Was eine Stornierung heute erstattet; null, wenn nicht stornierbar */
      cancellation: {
        /**
         * @description withdrawal: Widerruf (Privatkunde, 14 Tage); sonst die Staffel der AGB
         * @enum {string}
         */
        basis: 'withdrawal' | 'full' | 'half' | 'none';
        /** @description Erstattung bei Stornierung heute, Cent */
        refundCents: number;
        /** @description Der Satz, den die Seite vor dem Bestätigen zeigt */
        text: string;
      } | null;
      canRebook: boolean;
      canSubstitute: boolean;
      certificate: {
        /** @description Das Zertifikat als PDF */
        downloadUrl: string;
        number: string;
        verificationUrl: string;
      } | null;
      courseTitle: string;
      /**
       * @description Kurstag (Europe/Berlin), yyyy-MM-dd
       * @example 2026-12-15
       */
      date: string;
      /** @example 16:00 */
      endTime: string;
      /** Format: uuid */
      id: string;
      /** @description Rechnungen und Stornorechnungen der Buchung, älteste zuerst; leer für eine Ersatzperson */
      invoices: components['schemas']['MyInvoiceDto'][];
      /** @description Die angemeldete Adresse hat bezahlt, eine Ersatzperson nimmt teil */
      isPayer: boolean;
      /** @description Hinweis zur Buchung, z. B. eine abgelehnte Erstattung */
      notice: string | null;
      /**
       * Format: uuid
       * @description Die Bestellung, zu der die Buchung gehört (eine Bestellung, mehrere Teilnehmende)
       */
      orderId: string;
      /** @description Die angemeldete Adresse nimmt als Ersatzperson teil: Name der Person, die bezahlt hat und die Buchung verwaltet (Stornieren, Umbuchen, Ersatzperson, Zahlungsbeleg); sonst null */
      paidBy: string | null;
      /** @description Bezahlt, Cent (0 solange eine Zahlung aussteht); null für eine Ersatzperson (Beträge sieht nur, wer bezahlt hat) */
      paidCents: number | null;
      participantName: string;
      /** @description Bestätigt, aber die Zahlung steht noch aus */
      paymentDue: boolean;
      receiptUrl: string | null;
      /** @description Erstattet, Cent; null ohne Erstattung und für eine Ersatzperson */
      refundedCents: number | null;
      /** @example 08:30 */
      startTime: string;
      /** @enum {string} */
      status: 'confirmed' | 'cancelled';
      /** @example Bestätigt */
      statusLabel: string;
      /** @description Der Kurs ist noch nicht zu Ende */
      upcoming: boolean;
    };
    MyBookingsDto: {
      /** @description Kommende zuerst, dann vergangene */
      bookings: components['schemas']['MyBookingDto'][];
    };
    MyInvoiceDto: {
      grossCents: number;
      /**
       * Format: uuid
       * @description Download: /api/me/invoices/{id}.pdf und /api/me/invoices/{id}.xml
       */
      id: string;
      /** Format: date-time */
      issuedAt: string;
      /**
       * @description 'invoice' Rechnung, 'cancellation' Stornorechnung
       * @enum {string}
       */
      kind: 'invoice' | 'cancellation';
      /** @example RE-2026-00042 */
      number: string;
    };
    MyOrderDto: {
      /** @description Die Plätze der Bestellung, die die angemeldete Adresse sieht: alle für den Käufer, den eigenen für Teilnehmende */
      bookings: components['schemas']['MyBookingDto'][];
      /** Format: uuid */
      id: string;
      /** @description Rechnungen und Stornorechnungen der Bestellung; leer für Teilnehmende */
      invoices: components['schemas']['MyInvoiceDto'][];
    };
    /** @description Bestellungen mit kommenden Terminen zuerst */
    MyOrdersDto: {
      orders: components['schemas']['MyOrderDto'][];
    };
    NewsletterMessageDto: {
      /** @example Sie wurden erfolgreich vom Newsletter abgemeldet. */
      message: string;
    };
    NewsletterSignupDto: {
      /**
       * Format: email
       * @example maria.schneider@example.de
       */
      customerEmail: string;
      /**
       * @description 2-50 Buchstaben; Pflicht bei source "warteliste"
       * @example Maria Schneider
       */
      customerName?: string | null;
      /**
       * @description Wo die Anmeldung herkam
       * @default website
       * @enum {string}
       */
      source: 'website' | 'warteliste';
    };
    NewsletterSignupResultDto: {
      /** @description Nur für eine bereits bestätigte, aktive Adresse true; dann wird keine E-Mail versendet. */
      alreadySubscribed: boolean;
      /** @description true, wenn die Bestätigungs-E-Mail (Double-Opt-in) innerhalb weniger Sekunden vom Mailserver angenommen wurde. false, wenn keine E-Mail nötig war (alreadySubscribed) oder sie noch nicht zugestellt werden konnte (sie wird im Hintergrund weiter versucht). */
      email_sent: boolean;
    };
    ReadinessDto: {
      /** @enum {string} */
      database: 'up' | 'down';
      /** @enum {string} */
      redis: 'up' | 'down';
      /**
       * @description 'ok': Datenbank und Redis erreichbar; 'degraded': Redis fehlt (bereit, Ereignisse warten in der Outbox); 'error': Datenbank fehlt
       * @enum {string}
       */
      status: 'ok' | 'degraded' | 'error';
    };
    RebookOptionsDto: {
      /** @description Warum gerade gar nicht umgebucht werden kann (dann ist die Liste leer); sonst null */
      closedReason: string | null;
      options: {
        /** @description Freie Plätze jetzt */
        availableSpots: number;
        /** Format: uuid */
        courseId: string;
        /**
         * @description Kurstag (Europe/Berlin), yyyy-MM-dd
         * @example 2027-02-10
         */
        date: string;
        /** @example 16:00 */
        endTime: string;
        /** @example 08:30 */
        startTime: string;
        title: string;
      }[];
    };
    RebookRequestDto: {
      /** Format: uuid */
      courseId: string;
    };
    SessionDto: {
      user: {
        /** @example maria.schneider@example.de */
        email: string;
        /** @description Adresse steht in ADMIN_EMAILS (bei jeder Anfrage neu geprüft) */
        isAdmin: boolean;
        /**
         * @description Zweiter Faktor (TOTP) der Admins: 'enrol' = noch einzurichten, 'verify' = in dieser Sitzung noch zu bestätigen
         * @enum {string}
         */
        secondFactor: 'not_required' | 'enrol' | 'verify' | 'ok';
      } | null;
    };
    StripeWebhookResultDto: {
      /** @enum {boolean} */
      received: true;
      /**
       * @description duplicate: diese Event-ID wurde schon verarbeitet; ignored: Event-Typ ohne Wirkung
       * @enum {string}
       */
      result: 'processed' | 'duplicate' | 'ignored';
    };
    SubstituteRequestDto: {
      /** @example Muster Medical GmbH */
      company?: string | null;
      /**
       * Format: email
       * @example jonas.weber@beispiel.de
       */
      email: string;
      /** @example Jonas Weber */
      name: string;
      /** @example +49 30 7654321 */
      phone?: string | null;
    };
    TotpCodeDto: {
      /**
       * @description 6-stelliger Code aus der Authenticator-App oder ein Wiederherstellungscode (xxxx-xxxx-xx)
       * @example 123456
       */
      code: string;
    };
    TotpEnrolmentDto: {
      /** @example otpauth://totp/… */
      otpauthUrl: string;
      /** @description QR-Code des otpauth-Links als SVG */
      qrCodeSvg: string;
      /**
       * @description Zehn Wiederherstellungscodes, je einmal statt eines TOTP-Codes nutzbar; werden nur jetzt angezeigt
       * @example [
       *       "ab3d-ef7h-jk"
       *     ]
       */
      recoveryCodes: string[];
      /** @description Base32-Schlüssel zum Abtippen */
      secret: string;
    };
    ValidateDiscountRequestDto: {
      /**
       * Format: uuid
       * @description Kurstermin; der Preis kommt dann aus der Datenbank
       */
      courseId?: string;
      /**
       * @description Bruttopreis in Cent (Pflicht ohne courseId; wird ignoriert, wenn courseId angegeben ist)
       * @example 47481
       */
      coursePrice?: number;
      /**
       * Format: email
       * @description Pflicht: ein Code gilt einmal pro E-Mail-Adresse
       * @example max.mustermann@beispiel.de
       */
      customerEmail: string;
      /**
       * @description Wird in Großbuchstaben umgewandelt
       * @example BLOG20
       */
      discountCode: string;
    };
    VerifyPaymentRequestDto: {
      /**
       * Format: uuid
       * @description booking_id aus der Erfolgsadresse
       */
      bookingId: string;
      /** @description session_id aus der Erfolgsadresse */
      sessionId: string;
    };
    VerifyPaymentResponseDto: {
      booking: components['schemas']['BookingViewDto'] | null;
      /** @description true, wenn die Zahlung eingegangen ist und die Buchung gerade bestätigt wird (erneut abfragen) */
      confirming?: boolean;
      /** @description Bestätigungs-E-Mail verschickt */
      emailSent: boolean;
      /**
       * @description Stand des E-Mail-Versands, z.B. zum erneuten Abfragen
       * @enum {string}
       */
      emailStatus?: 'nicht_gesendet' | 'sending' | 'sent' | 'failed';
      /** @description Deutsche Meldung, wenn success false ist */
      error: string | null;
      /**
       * @description Bei success: 'invoice', wenn auf Rechnung gebucht (die Rechnung folgt per E-Mail), sonst 'card'
       * @enum {string}
       */
      paymentMethod?: 'card' | 'invoice';
      /** @description true, wenn die Buchung bezahlt und bestätigt ist */
      success: boolean;
    };
    WaitlistOfferDto: {
      /** @description Der Kurstermin (available_spots zählt den reservierten Platz nicht mit) */
      course: components['schemas']['CourseDto'];
      /** Format: uuid */
      courseId: string;
      customerCompany: string | null;
      /**
       * @description Nur mit dieser E-Mail-Adresse kann über das Angebot gebucht werden
       * @example laura.hoffmann@example.de
       */
      customerEmail: string;
      customerName: string | null;
      customerPhone: string | null;
      /**
       * Format: date-time
       * @description Bis dahin ist der Platz reserviert (24 Stunden nach dem Angebot)
       * @example 2026-12-02T13:30:00.000Z
       */
      expiresAt: string;
    };
    WaitlistUnsubscribeResultDto: {
      /**
       * @description <Kurstitel> am <dd.MM.yyyy>
       * @example Medizinprodukteberater Basiszertifizierung am 15.12.2026
       */
      courseInfo: string;
      /** @example Sie wurden erfolgreich aus der Warteliste ausgetragen. */
      message: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  AdminAuditLogController_list: {
    parameters: {
      query?: {
        /** @description JSON: { entity, entity_id, action, actor_email } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["at","DESC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAuditLogEntryDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBankStatementsController_importStatement: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankStatementImportDto'];
        };
      };
      /** @description 'Die Datei ist kein Kontoauszug im Format CAMT.053.' und ähnliche */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBankTransactionsController_list: {
    parameters: {
      query?: {
        /** @description JSON: { status: 'open' | 'matched' | 'assigned' | 'returned', q, id } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["booked_on","DESC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankTransactionDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBankTransactionsController_assign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AssignBankTransactionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankTransactionDto'];
        };
      };
      /** @description 'Dieser Zahlungseingang ist nicht mehr offen.' oder 'Für diese Rechnung ist keine Zahlung offen.' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBankTransactionsController_markReturned: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankTransactionDto'];
        };
      };
      /** @description 'Dieser Zahlungseingang ist nicht mehr offen.' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, booking_status, course_id, age: under_24h|older_24h|older_7d, needs_review, id: [], orderId } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["created_at","DESC"]; ["order_id","DESC"]: nach Bestellung, ihre Buchungen beieinander */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingDto'];
        };
      };
      /** @description 'Buchung nicht gefunden.' (auch für entfernte Buchungen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingDeletedResponse'];
        };
      };
      /** @description 'Entfernung fehlgeschlagen: …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCancelBookingRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCancelBookingResponse'];
        };
      };
      /** @description Erstattungsbetrag außerhalb 0 bis bezahlter Betrag */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Stornierung fehlgeschlagen: …' oder 'Stornierung nicht möglich: …' (Person nach DSGVO gelöscht) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCertificatesController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Kein gültiges Zertifikat (nicht anwesend, storniert, widerrufen, gelöscht) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCertificatesController_reissue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminReissueCertificateRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCertificateActionResponse'];
        };
      };
      /** @description Kein Zertifikat oder Person nach DSGVO gelöscht */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCertificatesController_resend: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCertificateActionResponse'];
        };
      };
      /** @description Kein Zertifikat oder Person nach DSGVO gelöscht */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminConfirmBookingResponse'];
        };
      };
      /** @description 'Bestätigung fehlgeschlagen: …' oder 'Bestätigung nicht möglich: …' (Person nach DSGVO gelöscht) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_refundProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundProposal'];
        };
      };
      /** @description Buchung ist nicht bestätigt */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_refundTransferred: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminBookingDto'];
        };
      };
      /** @description 'Für diese Buchung ist keine Erstattung per Überweisung offen.' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_resendEmail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminResendBookingEmailRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminResendBookingEmailResponse'];
        };
      };
      /** @description 'E-Mail-Versand nicht möglich: …' (Person nach DSGVO gelöscht) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminBookingsController_cancelAllPending: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCancelAllPendingRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCancelAllPendingResponse'];
        };
      };
    };
  };
  AdminBookingsController_exportCsv: {
    parameters: {
      query?: {
        /** @description JSON: { q, booking_status, course_id, age: under_24h|older_24h|older_7d, needs_review, id: [], orderId } */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  AdminCoursesController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, status, type, upcoming, id: [] } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["date","ASC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCoursesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateCourseRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDto'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCoursesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDto'];
        };
      };
      /** @description 'Kurs nicht gefunden.' (auch für gelöschte Kurse) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCoursesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateCourseRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseUpdateResponse'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Aktualisierung fehlgeschlagen: Die maximale Teilnehmerzahl kann nicht unter … gesenkt werden …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCoursesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDeletedResponse'];
        };
      };
      /** @description 'Löschen fehlgeschlagen: Der Kurs hat bestätigte Buchungen. …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminParticipantsController_record: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRecordAttendanceRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRecordAttendanceResponse'];
        };
      };
      /** @description Ungültige Einträge */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Kurs oder Teilnehmer nicht gefunden */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Die Anwesenheit kann erst ab Kursbeginn erfasst werden. …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminCoursesController_duplicate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminDuplicateCourseRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDto'];
        };
      };
      /** @description Ungültiges oder vergangenes Datum */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminParticipantsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminParticipantList'];
        };
      };
      /** @description 'Kurs nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminParticipantsController_csv: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  AdminParticipantsController_print: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description HTML-Seite */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  AdminCoursesController_updateSpots: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateCourseSpotsRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCourseDto'];
        };
      };
      /** @description 'Die freien Plätze müssen eine ganze Zahl von 0 bis … sein.' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, active, id: [] } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["code","ASC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateDiscountCodeRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDto'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld, z.B. discount_value 'Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Code existiert bereits' (auch in fields.code) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDto'];
        };
      };
      /** @description 'Discount-Code nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateDiscountCodeRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDto'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld, z.B. discount_value 'Der Prozentsatz muss eine ganze Zahl von 1 bis 100 sein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Code existiert bereits' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDeletedResponse'];
        };
      };
      /** @description 'Löschen nicht möglich: Der Code wurde bereits verwendet. …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminDiscountCodesController_toggle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountCodeDto'];
        };
      };
    };
  };
  AdminDiscountCodesController_usages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountUsageDto'][];
        };
      };
    };
  };
  AdminDiscountUsagesController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDiscountUsageResetResponse'];
        };
      };
      /** @description 'Verwendung nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, type, id: [] } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["name","ASC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminCreateEmailTemplateRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateDto'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld, z.B. name 'Bitte geben Sie einen Namen ein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Ein anderes Template dieses Typs wurde gerade als Standard markiert. …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateDto'];
        };
      };
      /** @description 'E-Mail-Template nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateEmailTemplateRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateDto'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld, z.B. name 'Bitte geben Sie einen Namen ein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Ein anderes Template dieses Typs wurde gerade als Standard markiert. …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateDeletedResponse'];
        };
      };
      /** @description 'E-Mail-Template nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_sendTest: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminEmailTemplateTestRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplateTestResponse'];
        };
      };
      /** @description 'Ungültige E-Mail-Adresse' (fields.email) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'E-Mail-Template nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Fehler beim Versenden der Test-E-Mail' */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminEmailTemplatesController_preview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminEmailTemplatePreviewRequest'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminEmailTemplatePreviewResponse'];
        };
      };
      /** @description Ungültige Felder (fields: deutsche Meldung je Feld, z.B. name 'Bitte geben Sie einen Namen ein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GdprDeletionsController_list: {
    parameters: {
      query?: {
        /** @description JSON: {} */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["deleted_at","DESC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGdprDeletionDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GdprDeletionsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminGdprDeletionRequest'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGdprDeletionDto'];
        };
      };
      /** @description 'E-Mail-Adresse erforderlich' (fields.email: 'Bitte geben Sie eine E-Mail-Adresse ein.') */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Admin-Adresse */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  GdprDeletionsController_preview: {
    parameters: {
      query: {
        email: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminGdprPreview'];
        };
      };
      /** @description 'E-Mail-Adresse erforderlich' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, kind, payment_state, from, to, id } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["issued_at","DESC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInvoiceDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description 'Diese Rechnung wurde nicht gefunden.' (auch nach einer DSGVO-Löschung) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Die Rechnung wird gerade erstellt. …' (mit Retry-After) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_xml: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description XML */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description 'Diese Rechnung wurde nicht gefunden.' (auch nach einer DSGVO-Löschung) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Die Rechnung wird gerade erstellt. …' (mit Retry-After) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_markPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminInvoiceDto'];
        };
      };
      /** @description 'Diese Rechnung wurde nicht gefunden.' (auch nach einer DSGVO-Löschung) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Eine Stornorechnung wird nicht bezahlt.', 'Diese Rechnung ist storniert; es ist nichts mehr zu zahlen.' oder 'Für diese Rechnung ist keine Zahlung offen.' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminInvoicesController_exportZip: {
    parameters: {
      query: {
        /** @description Rechnungsdatum ab */
        from: string;
        /** @description Rechnungsdatum bis */
        to: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description ZIP-Archiv */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/zip': string;
        };
      };
      /** @description 'Bitte geben Sie einen gültigen Zeitraum an.', 'Das Ende des Zeitraums liegt vor seinem Anfang.' oder ein Zeitraum über zwei Kalenderjahre */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Einige Rechnungen des Zeitraums werden gerade erstellt. Bitte versuchen Sie es in einer Minute erneut.' (mit Retry-After) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminSessionController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminIdentityDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Kein Admin, oder zweiter Faktor in dieser Sitzung noch nicht bestätigt */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminNewsletterController_list: {
    parameters: {
      query?: {
        /** @description JSON: { q, status: active|unsubscribed|unconfirmed, id: [] } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["subscribed_at","DESC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNewsletterSubscriberDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminNewsletterController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNewsletterSubscriberDto'];
        };
      };
      /** @description 'Abonnent nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminNewsletterController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNewsletterSubscriberRemoved'];
        };
      };
      /** @description 'Abonnent nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminNewsletterController_exportCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
    };
  };
  AdminNewsletterController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminNewsletterStats'];
        };
      };
    };
  };
  AdminOrdersController_one: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOrderDto'];
        };
      };
      /** @description 'Bestellung nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminStatsController_get: {
    parameters: {
      query?: {
        /** @description Derselbe Filter wie die Buchungsliste */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminStatsDto'];
        };
      };
    };
  };
  AdminWaitlistsController_list: {
    parameters: {
      query?: {
        /** @description JSON: { courseId, q } */
        filter?: unknown;
        /** @description JSON: [0,24] (einschließlich, höchstens 500 Zeilen) */
        range?: unknown;
        /** @description JSON: ["position","ASC"] */
        sort?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWaitlistEntryDto'][];
        };
      };
      /** @description Ungültiger Filter, Sortierung oder Bereich */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminWaitlistsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWaitlistEntryRemoved'];
        };
      };
      /** @description 'Eintrag nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AdminWaitlistsController_courses: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminWaitlistCourses'];
        };
      };
    };
  };
  AdminWaitlistsController_exportCsv: {
    parameters: {
      query: {
        courseId: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description 'Keine Daten': der Kurs hat keine Einträge */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_callback: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Weiterleitung; ein abgelaufener, benutzter oder unbekannter Link führt auf /anmeldung?fehler=…, der einer Buchungs-E-Mail auf /anmeldung?fehler=erneuern */
      302: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Abgemeldet; das Sitzungs-Cookie wird gelöscht */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_requestMagicLink: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MagicLinkRequestDto'];
      };
    };
    responses: {
      /** @description Angenommen; der Link kommt per E-Mail */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedDto'];
        };
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MailLinkController_question: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailLinkQuestionDto'];
        };
      };
      /** @description 'Dieser Link wurde bereits verwendet oder ist abgelaufen. Wir senden Ihnen gern einen neuen Link.' */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MailLinkController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Die Frage ist beantwortet */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MailLinkController_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MailLinkSignInDto'];
        };
      };
      /** @description 'Sie sind als Admin angemeldet. Ein Link aus einer Buchungs-E-Mail ersetzt keine Admin-Sitzung: Bitte melden Sie sich zuerst ab.' */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description 'Dieser Link wurde bereits verwendet oder ist abgelaufen. Wir senden Ihnen gern einen neuen Link.' */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  MailLinkController_renew: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Der neue Link kommt per E-Mail */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedDto'];
        };
      };
      /** @description 'Diesen Link kennen wir nicht mehr. Bitte fordern Sie einen neuen Link mit Ihrer E-Mail-Adresse an.' */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  AuthController_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDto'];
        };
      };
    };
  };
  TotpController_enrol: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TotpEnrolmentDto'];
        };
      };
    };
  };
  TotpController_reset: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedDto'];
        };
      };
    };
  };
  TotpController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotpCodeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AcceptedDto'];
        };
      };
    };
  };
  BookingsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CancelBookingRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CancelBookingResponseDto'];
        };
      };
      /** @description 'Der Link ist ungültig. …' */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Buchung nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung ist bereits bezahlt und bestätigt …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BookingsController_discard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DiscardCheckoutRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscardCheckoutResponseDto'];
        };
      };
      /** @description 'Der Link ist ungültig. …' (auch für eine unbekannte Buchung) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Reservierung ist bereits bezahlt …' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CertificatesController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        number: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CertificateVerification'];
        };
      };
    };
  };
  CheckoutController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckoutRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CheckoutResponseDto'];
        };
      };
      /** @description { error: 'Ungültige Daten: ...', fields: { customerName: 'Ungültiger Name (2-50 Zeichen, nur Buchstaben)', ... } } */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Kurstermin nicht gefunden */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Ausgebucht, Preis geändert, Discount-Limit erreicht, Termin nicht mehr buchbar oder für diese E-Mail-Adresse bereits eine Buchung offen */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zahlungsdienst nicht erreichbar (der Platz wurde wieder freigegeben) oder Dienst ausgelastet; mit Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  ConsentController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConsentRevokeDto'];
      };
    };
    responses: {
      /** @description Immer, auch bei unbekannter Adresse oder ungewöhnlicher Eingabe */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  CoursesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CourseDto'][];
        };
      };
    };
  };
  CoursesController_stream: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Ereignisse 'courses-changed' (data: { at }) und alle 25 Sekunden 'heartbeat' */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description Zu viele offene Live-Aktualisierungen von dieser IP-Adresse (MAX_STREAMS_PER_IP) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  DiscountsController_validate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ValidateDiscountRequestDto'];
      };
    };
    responses: {
      /** @description Auch ungültige Codes antworten 200 mit valid=false und deutscher Meldung */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DiscountValidationDto'];
        };
      };
      /** @description { error, fields } z.B. 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Kurstermin nicht gefunden */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
      /** @description Datenbank oder Redis nicht erreichbar (status 'error') */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LivenessDto'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessDto'];
        };
      };
      /** @description Datenbank nicht erreichbar (status 'error') */
      503: {
        headers: {
          /** @description Sekunden bis zur nächsten Abfrage */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessDto'];
        };
      };
    };
  };
  MyBillingDetailsController_latest: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyBillingDetailsDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyBookingsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyBookingsDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyBookingsController_calendar: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description iCalendar-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' (auch für Buchungen anderer Adressen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyBookingsController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MyBookingCancelRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyBookingCancelResponseDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' (auch für Buchungen anderer Adressen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nicht (mehr) stornierbar, oder die Erstattung wurde abgelehnt */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyBookingsController_certificate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF-Datei */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' (auch für Buchungen anderer Adressen); 'Für diese Buchung liegt kein Zertifikat vor.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BookingChangesController_rebook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RebookRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookingChangeResponseDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Ausgebucht, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BookingChangesController_options: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RebookOptionsDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyBookingsController_receipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description HTML-Seite */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Den Zahlungsbeleg erhält nur die Person, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' (auch für Buchungen anderer Adressen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  BookingChangesController_substitute: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubstituteRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookingChangeResponseDto'];
        };
      };
      /** @description Ungültige Angaben, mit Meldungen je Feld */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Buchung wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bereits gebucht, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyInvoicesController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description PDF */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Rechnung wurde nicht gefunden.' (auch für Rechnungen anderer Adressen und für Ersatzpersonen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Die Rechnung wird gerade erstellt. …' (mit Retry-After) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyInvoicesController_xml: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description XML */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/xml': string;
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Rechnung wurde nicht gefunden.' (auch für Rechnungen anderer Adressen und für Ersatzpersonen) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Die Rechnung wird gerade erstellt. …' (mit Retry-After) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyOrdersController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyOrdersDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  MyOrdersController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MyBookingCancelRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MyBookingCancelResponseDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Bestellung wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bereits storniert, nicht (mehr) stornierbar, oder eine Erstattung wurde abgelehnt */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  OrderChangesController_rebook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RebookRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookingChangeResponseDto'];
        };
      };
      /** @description 'Bitte melden Sie sich an.' */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Änderung kann nur die Person vornehmen, die die Buchung bezahlt hat.' (angemeldet als Ersatzperson) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Bestellung wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Bereits storniert, zu wenige freie Plätze, oder 'Bitte kontaktieren Sie uns' mit den Kontaktdaten */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NewsletterController_subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NewsletterSignupDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterSignupResultDto'];
        };
      };
      /** @description { error, fields } mit deutschen Meldungen je Feld */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  NewsletterController_confirm: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterMessageDto'];
        };
      };
      /** @description 'Ungültiger Bestätigungslink' ohne Token */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Unbekannter oder abgelaufener Link */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  NewsletterController_unsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description 'Sie wurden erfolgreich vom Newsletter abgemeldet.' (auch bei erneutem Aufruf) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterMessageDto'];
        };
      };
      /** @description 'Ungültiger Abmelde-Link' ohne Token */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description 'Ungültiger Abmelde-Link' bei unbekanntem Token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  NewsletterController_unsubscribeOneClick: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsletterMessageDto'];
        };
      };
    };
  };
  PaymentVerificationController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VerifyPaymentRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyPaymentResponseDto'];
        };
      };
      /** @description 'Fehlende Parameter für die Zahlungsverifikation' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Die Zahlungssitzung gehört nicht zu dieser Buchung */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Buchung nicht gefunden */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  TestCheckoutController_page: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Die HTML-Seite */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description 'Diese Zahlungssitzung gibt es nicht.' ('Nicht gefunden.', wenn Stripe konfiguriert ist) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  TestCheckoutController_cancel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Weiterleitung zur Abbruchseite (cancel_url) */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Zahlungssitzung gibt es nicht.' ('Nicht gefunden.', wenn Stripe konfiguriert ist) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
    };
  };
  TestCheckoutController_pay: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        sessionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Weiterleitung zur Erfolgsseite (success_url) */
      303: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description 'Diese Zahlungssitzung gibt es nicht.' ('Nicht gefunden.', wenn Stripe konfiguriert ist) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Die Sitzung ist abgelaufen: die HTML-Seite mit Hinweis */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
    };
  };
  WaitlistController_join: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['JoinWaitlistDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['JoinWaitlistResultDto'];
        };
      };
      /** @description { error: 'Ungültige Daten: ...', fields: { customerEmail: 'Ungültige E-Mail-Adresse', ... } }, oder der Termin ist vorbei bzw. nicht aktiv */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description 'Der gewählte Kurstermin wurde nicht gefunden.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Der Termin hat noch freie Plätze, oder über die Warteliste wurde bereits gebucht */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WaitlistController_offer: {
    parameters: {
      query: {
        /** @description Token aus dem Buchungslink der Angebots-E-Mail (Parameter angebot) */
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaitlistOfferDto'];
        };
      };
      /** @description 'Dieser Buchungslink ist ungültig oder abgelaufen.' */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description 'Über dieses Platzangebot wurde bereits gebucht.' */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Das Angebot ist abgelaufen oder wurde durch Austragung beendet */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  WaitlistController_unsubscribe: {
    parameters: {
      query: {
        token: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WaitlistUnsubscribeResultDto'];
        };
      };
      /** @description 'Ungültiger Abmelde-Link' ohne Token */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description 'Ungültiger Abmelde-Link' bei unbekanntem Token */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Über die Warteliste wurde bereits gebucht */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Der Link wurde bereits verwendet oder das Platzangebot ist abgelaufen */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApiError'];
        };
      };
      /** @description Zu viele Anfragen. Bitte warten Sie einen Moment. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  StripeWebhookController_receive: {
    parameters: {
      query?: never;
      header: {
        'stripe-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StripeWebhookResultDto'];
        };
      };
      /** @description 'Ungültige Webhook-Signatur.' */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
