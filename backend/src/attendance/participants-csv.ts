import { ATTENDANCE_LABELS, formatEuroNumber } from '@mpb/domain';
import { csvRecord } from '../core/csv/csv-record';
import { textForCsv } from '../core/csv/csv-text';
import { ParticipantList } from './dto/participants.dto';

const COLUMNS = ['Name', 'Firma', 'E-Mail', 'Telefon', 'Buchungsdatum', 'Betrag (EUR)', 'Anwesenheit', 'Zertifikat'];

const BERLIN_DATE_TIME = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The participant list as CSV for German Excel, as the bookings export writes it: BOM, semicolons, decimal comma. */
export function participantsCsv(list: ParticipantList): string {
  let text = `\uFEFF${csvRecord(COLUMNS)}`;
  for (const person of list.participants) {
    text += csvRecord([
      textForCsv(person.name),
      textForCsv(person.company),
      textForCsv(person.email),
      textForCsv(person.phone),
      BERLIN_DATE_TIME.format(new Date(person.booked_at)).replace(',', ''),
      formatEuroNumber(person.amount),
      person.attendance ? ATTENDANCE_LABELS[person.attendance] : '',
      person.certificate_number && person.certificate_revoked
        ? `${person.certificate_number} (widerrufen)`
        : (person.certificate_number ?? ''),
    ]);
  }
  return text;
}

/** `teilnehmer-2026-12-15.csv`, by the course date. */
export function participantsFileName(list: ParticipantList): string {
  return `teilnehmer-${list.course.date}.csv`;
}
