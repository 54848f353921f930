import { describe, expect, it } from 'vitest';
import { buildCalendarEvent, zonedTimeToUtc } from './calendar-event';

const base = {
  uid: 'booking-BK-1@www.example.de',
  title: 'Medizinprodukteberater Basiszertifizierung',
  startTime: '08:30:00',
  endTime: '16:00:00',
  timestamp: new Date('2026-11-20T10:00:00Z'),
};

function unfold(ics: string): string {
  return ics.replace(/\r\n /g, '');
}

describe('zonedTimeToUtc', () => {
  it('uses UTC+1 in winter and UTC+2 in summer for Europe/Berlin', () => {
    expect(zonedTimeToUtc('2026-12-15', '08:30').toISOString()).toBe('2026-12-15T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-06-16', '08:30:00').toISOString()).toBe('2026-06-16T06:30:00.000Z');
  });

  it('handles the days of the clock change', () => {
    // 29 March 2026: clocks jump from 02:00 to 03:00; 25 October 2026: back from 03:00 to 02:00.
    expect(zonedTimeToUtc('2026-03-29', '08:30').toISOString()).toBe('2026-03-29T06:30:00.000Z');
    expect(zonedTimeToUtc('2026-03-28', '08:30').toISOString()).toBe('2026-03-28T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-10-25', '16:00').toISOString()).toBe('2026-10-25T15:00:00.000Z');
  });
});

describe('buildCalendarEvent', () => {
  it('writes a CET course in UTC', () => {
    const ics = buildCalendarEvent({ ...base, date: '2026-12-15' });
    expect(ics).toContain('DTSTART:20261215T073000Z\r\n');
    expect(ics).toContain('DTEND:20261215T150000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261120T100000Z\r\n');
    expect(ics).toContain('SUMMARY:Medizinprodukteberater Basiszertifizierung\r\n');
    expect(ics).toContain('LOCATION:Live Online Webinar\r\n');
    expect(ics).toContain('UID:booking-BK-1@www.example.de\r\n');
  });

  it('writes a CEST course in UTC', () => {
    const ics = buildCalendarEvent({ ...base, date: '2026-06-16' });
    expect(ics).toContain('DTSTART:20260616T063000Z');
    expect(ics).toContain('DTEND:20260616T140000Z');
  });

  it('is a well-formed calendar with CRLF lines no longer than 75 octets', () => {
    const ics = buildCalendarEvent({
      ...base,
      date: '2026-12-15',
      description: 'Zugangsdaten folgen 24 Stunden vor Kursbeginn; bitte Headset, Webcam und ruhigen Raum bereithalten.',
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
      url: 'https://www.example.de\r\nX-EVIL:1',
    });
    expect(unfold(ics)).toContain('SUMMARY:Kurs\\; Teil 1\\, Grundlagen\\nTag 1\r\n');
    expect(ics).not.toContain('\r\nX-EVIL');
  });

  it('refuses an end before the start', () => {
    expect(() => buildCalendarEvent({ ...base, date: '2026-12-15', startTime: '16:00', endTime: '08:30' })).toThrow(
      RangeError,
    );
  });
});
