import { describe, expect, it } from 'vitest';
import { accessChangeToMail, scheduleMoved } from './course-participant-news';
import { CourseFields } from './dto/admin-course.dto';

const course: CourseFields = {
  title: 'Medizinprodukteberater Basiszertifizierung',
  description: null,
  date: '2096-05-12',
  startTime: '08:30',
  endTime: '16:00',
  netPrice: 39900,
  grossPrice: 47481,
  currency: 'EUR',
  maxParticipants: 10,
  type: 'basis',
  location: 'Live Online Webinar',
  status: 'active',
  vatExempt: false,
  vatExemptionReference: null,
  accessUrl: 'https://meet.example.de/raum',
  accessMeetingId: null,
  accessPasscode: '4711',
  accessDialIn: null,
  accessNote: null,
};
// 08:30 in Berlin (summer time) is 06:30 UTC.
const at = (iso: string) => new Date(iso);

describe('what a course change tells its participants', () => {
  it('counts another date, start or end as a move, nothing else', () => {
    expect(scheduleMoved(course, { ...course, title: 'Neu', accessUrl: null })).toBe(false);
    expect(scheduleMoved(course, { ...course, date: '2096-05-13' })).toBe(true);
    expect(scheduleMoved(course, { ...course, startTime: '09:00' })).toBe(true);
    expect(scheduleMoved(course, { ...course, endTime: '16:30' })).toBe(true);
  });

  it('mails changed access data from the reminder time until the date ends', () => {
    const changed = { ...course, accessPasscode: '0815' };
    expect(accessChangeToMail(course, changed, at('2096-05-11T06:29:00Z'))).toBe(false);
    expect(accessChangeToMail(course, changed, at('2096-05-11T06:30:00Z'))).toBe(true);
    expect(accessChangeToMail(course, changed, at('2096-05-12T13:59:00Z'))).toBe(true);
    expect(accessChangeToMail(course, changed, at('2096-05-12T14:00:00Z'))).toBe(false);
    expect(accessChangeToMail(course, { ...course, title: 'Neu' }, at('2096-05-12T06:00:00Z'))).toBe(false);
  });
});
