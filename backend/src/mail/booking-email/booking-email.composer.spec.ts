import { describe, expect, it } from 'vitest';
import { builtInMessage } from './booking-email.composer';
import { BookingMailData, courseCalendarAttachment, placeholderValues } from '../booking-mail-data';

const booking: BookingMailData = {
  id: '9b2f7c1e-1d3a-4c5b-8e9f-0a1b2c3d4e5f',
  customerName: 'Jürgen <Groß>',
  customerEmail: 'juergen@example.de',
  amountCents: 47481,
  bookingStatus: 'confirmed',
  paymentStatus: 'paid',
  confirmedAt: new Date('2026-11-20T10:00:00Z'),
  deletedAt: null,
  courseTitle: 'Medizinprodukteberater Basiszertifizierung',
  courseDate: '2026-12-15',
  startTime: '08:30',
  endTime: '16:00',
  location: 'Live Online Webinar',
};
const site = { url: 'https://www.example.de', phone: '0800 000 0000', email: 'info@example.de' };

describe('booking e-mail data', () => {
  it('fills the admin placeholders in the spec formats', () => {
    expect(placeholderValues(booking, site)).toEqual({
      customer_name: 'Jürgen <Groß>',
      booking_id: booking.id,
      course_title: 'Medizinprodukteberater Basiszertifizierung',
      course_date: 'Dienstag, 15. Dezember 2026',
      course_time: '08:30-16:00 Uhr',
      course_location: 'Live Online Webinar',
      amount: '474,81\u00a0€',
      cancel_url: `mailto:info@example.de?subject=Stornierung%20Buchung%20${booking.id}`,
    });
  });

  it('maps each kind to its built-in template', () => {
    expect(builtInMessage('confirmation', booking)).toMatchObject({
      type: 'booking-confirmation',
      props: { amountCents: 47481 },
    });
    expect(builtInMessage('manual-confirmation', booking, { customMessage: 'Bis bald' })).toMatchObject({
      type: 'manual-confirmation',
      props: { customMessage: 'Bis bald' },
    });
    expect(builtInMessage('cancellation', { ...booking, paymentStatus: 'pending' }).props).toMatchObject({
      refundAmountCents: undefined,
    });
    expect(builtInMessage('cancellation', booking).props).toMatchObject({ refundAmountCents: 0 });
    expect(builtInMessage('cancellation', { ...booking, paymentStatus: 'refunded' }).props).toMatchObject({
      refundAmountCents: 47481,
    });
    expect(
      builtInMessage('cancellation', { ...booking, paymentStatus: 'partially_refunded', refundedCents: 23741 }).props,
    ).toMatchObject({ refundAmountCents: 23741 });
    expect(builtInMessage('refund', booking)).toMatchObject({ type: 'refund', props: { amountCents: 47481 } });
  });

  it("names the payer in the participant's cancellation, states the refund only in the payer's own", () => {
    const paidByOther = {
      ...booking,
      paymentStatus: 'refunded',
      payerName: 'Maria Schneider',
      payerEmail: 'maria@example.de',
    };
    expect(builtInMessage('cancellation', booking).props).not.toHaveProperty('payerName');
    const toParticipant = builtInMessage('cancellation', paidByOther).props;
    expect(toParticipant).toMatchObject({ customerName: 'Jürgen <Groß>', payerName: 'Maria Schneider' });
    expect(toParticipant).not.toHaveProperty('refundAmountCents');
    expect(
      builtInMessage('payer-cancellation', paidByOther, { customMessage: 'Kurs abgesagt', myBookingsUrl: 'https://x' }),
    ).toEqual({
      type: 'payer-cancellation',
      props: {
        courseTitle: 'Medizinprodukteberater Basiszertifizierung',
        courseDate: '2026-12-15',
        startTime: '08:30',
        endTime: '16:00',
        location: 'Live Online Webinar',
        payerName: 'Maria Schneider',
        participantName: 'Jürgen <Groß>',
        bookingId: booking.id,
        myBookingsUrl: 'https://x',
        customMessage: 'Kurs abgesagt',
        refundAmountCents: 47481,
      },
    });
  });

  it('refunds a late payment to whoever paid, and tells a participant someone else paid for no amount', () => {
    const paidByOther = { ...booking, payerName: 'Maria Schneider', payerEmail: 'maria@example.de' };
    const toParticipant = builtInMessage('refund', paidByOther);
    expect(toParticipant).toMatchObject({ type: 'refund', props: { payerName: 'Maria Schneider' } });
    expect(toParticipant.props).not.toHaveProperty('amountCents');
    expect(builtInMessage('payer-refund', paidByOther, { myBookingsUrl: 'https://x' })).toEqual({
      type: 'payer-refund',
      props: {
        courseTitle: 'Medizinprodukteberater Basiszertifizierung',
        courseDate: '2026-12-15',
        startTime: '08:30',
        endTime: '16:00',
        location: 'Live Online Webinar',
        payerName: 'Maria Schneider',
        participantName: 'Jürgen <Groß>',
        bookingId: booking.id,
        myBookingsUrl: 'https://x',
        amountCents: 47481,
      },
    });
  });

  it('attaches the course as a calendar event in UTC', () => {
    const attachment = courseCalendarAttachment(booking, site, { state: 'later' });
    expect(attachment.filename).toBe('kurstermin.ics');
    expect(attachment.content).toContain('DTSTART:20261215T073000Z');
    expect(attachment.content).toContain(`UID:booking-${booking.id}@www.example.de`);
    expect(attachment.content.replace(/\r\n[ \t]/g, '')).toContain('24 Stunden vor Kursbeginn');
  });

  it('says in the calendar file when the access data was sent', () => {
    const sent = courseCalendarAttachment(booking, site, { state: 'sent', sentAt: '2026-12-14T07:31:00Z' });
    expect(sent.content.replace(/\r\n[ \t]/g, '')).toContain('am 14.12.2026 um 08:31 Uhr per E-Mail geschickt');
    expect(sent.content).not.toContain('24 Stunden');
  });
});
