import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarEvent } from './calendar-event';

const base = {
  uid: 'booking-BK-1@www.example.de',
  title: 'Medizinprodukteberater Basiszertifizierung',
  startTime: '08:30:00',
  endTime: '16:00:00',
};

/** What a calendar app reads: the event parsed by ical.js, its times as Berlin wall-clock time. */
function readBack(ics: string) {
  const event = new ICAL.Event(ICAL.Component.fromString(ics).getFirstSubcomponent('vevent')!);
  const berlin = (time: ICAL.Time) =>
    new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' }).format(
      time.toJSDate(),
    );
  return {
    uid: event.uid,
    summary: event.summary,
    location: event.location,
    start: berlin(event.startDate),
    end: berlin(event.endDate),
  };
}

function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

describe('buildCalendarEvent', () => {
  it('writes a CET course in UTC', () => {
    const ics = buildCalendarEvent({ ...base, date: '2026-12-15' });
    expect(ics).toContain('DTSTART:20261215T073000Z\r\n');
    expect(ics).toContain('DTEND:20261215T150000Z\r\n');
    expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('SUMMARY:Medizinprodukteberater Basiszertifizierung\r\n');
    expect(ics).toContain('LOCATION:Live Online Webinar\r\n');
    expect(ics).toContain('UID:booking-BK-1@www.example.de\r\n');
  });

  it('writes a CEST course in UTC', () => {
    const ics = buildCalendarEvent({ ...base, date: '2026-06-16' });
    expect(ics).toContain('DTSTART:20260616T063000Z');
    expect(ics).toContain('DTEND:20260616T140000Z');
  });

  it('reads back as 08:30-16:00 Berlin time in winter and in summer with an independent parser', () => {
    expect(readBack(buildCalendarEvent({ ...base, date: '2026-12-15' }))).toEqual({
      uid: base.uid,
      summary: base.title,
      location: 'Live Online Webinar',
      start: '15.12.26, 08:30',
      end: '15.12.26, 16:00',
    });
    expect(readBack(buildCalendarEvent({ ...base, date: '2026-06-16', location: 'Zoom' }))).toMatchObject({
      location: 'Zoom',
      start: '16.06.26, 08:30',
      end: '16.06.26, 16:00',
    });
  });

  it('is a well-formed calendar with CRLF lines no longer than 75 octets', () => {
    const ics = buildCalendarEvent({
      ...base,
      date: '2026-12-15',
      description:
        'Zugangsdaten folgen 24 Stunden vor Kursbeginn; bitte Headset, Webcam und ruhigen Raum bereithalten.',
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    }
    expect(unfold(ics)).toContain(
      'DESCRIPTION:Zugangsdaten folgen 24 Stunden vor Kursbeginn\\; bitte Headset\\, Webcam und ruhigen Raum bereithalten.',
    );
  });

  it('escapes text values and strips line breaks from URLs', () => {
    const ics = buildCalendarEvent({
      ...base,
      date: '2026-12-15',
      title: 'Kurs; Teil 1, Grundlagen\nTag 1',
      url: 'https://www.example.de/\r\nX-EVIL:1',
    });
    expect(unfold(ics)).toContain('SUMMARY:Kurs\\; Teil 1\\, Grundlagen\\nTag 1\r\n');
    expect(ics).not.toContain('\r\nX-EVIL');
  });

  it('withdraws the entry of the same UID for the attendee named, with a higher SEQUENCE', () => {
    const ics = buildCalendarEvent({
      ...base,
      date: '2026-12-15',
      sequence: 3,
      organizer: { name: 'Medizinprodukteberater Zertifizierung', email: 'info@example.de' },
      cancelledFor: { name: 'Jonas Weber', email: 'jonas.weber@example.de' },
    });
    const calendar = ICAL.Component.fromString(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = calendar.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('uid')).toBe(base.uid);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.getFirstPropertyValue('sequence')).toBe(3);
    // A URI's scheme is case-insensitive (RFC 3986).
    expect(String(event.getFirstPropertyValue('attendee')).toLowerCase()).toBe('mailto:jonas.weber@example.de');
    expect(readBack(ics)).toMatchObject({ start: '15.12.26, 08:30', end: '15.12.26, 16:00' });

    const published = ICAL.Component.fromString(buildCalendarEvent({ ...base, date: '2026-12-15' }));
    expect(published.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(published.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('refuses an end before the start', () => {
    expect(() => buildCalendarEvent({ ...base, date: '2026-12-15', startTime: '16:00', endTime: '08:30' })).toThrow(
      RangeError,
    );
  });
});
