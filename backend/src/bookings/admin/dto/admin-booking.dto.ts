import { DATE_STATES } from '@mpb/domain';
import { z } from 'zod';
import { FULL_REFUND_DAYS, HALF_REFUND_DAYS, REFUND_RULES, WITHDRAWAL_PERIOD_DAYS } from '@mpb/domain';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';
import { BOOKING_STATUSES, CUSTOMER_TYPES, EMAIL_STATUSES, PAYMENT_STATUSES } from '../../booking.entity';
import { listedCustomerSchemas } from '../../personal-fields';

const BOOKING_AGE_FILTERS = ['under_24h', 'older_24h', 'older_7d'] as const;
export const RESEND_EMAIL_TYPES = ['confirmation', 'cancellation', 'manual-confirmation'] as const;
const MESSAGE_MAX = 2000;

/** The `filter` query of the list, the export and the stats (react-admin's filter object). */
export const adminBookingFilterSchema = z
  .object({
    q: z.string().trim().max(200, 'Der Suchbegriff darf höchstens 200 Zeichen lang sein.').optional(),
    booking_status: z.enum(BOOKING_STATUSES, 'Unbekannter Buchungsstatus.').optional(),
    course_id: z.uuid('Ungültiger Kurs.').optional(),
    age: z.enum(BOOKING_AGE_FILTERS, 'Unbekannter Altersfilter.').optional(),
    needs_review: z.boolean('Bitte wählen Sie ja oder nein.').optional(),
    id: z.array(z.uuid('Ungültige Buchungsnummer.')).max(500).optional(),
    orderId: z.uuid('Ungültige Bestellung.').optional().meta({ description: 'Nur die Buchungen dieser Bestellung' }),
  })
  .meta({ description: 'Filter der Buchungsliste, als JSON im Query-Parameter filter' })
  .register(apiSchemas, { id: 'AdminBookingFilter' });
export type AdminBookingFilter = z.infer<typeof adminBookingFilterSchema>;

export const adminBookingRowSchema = z
  .object({
    id: z.uuid(),
    ...listedCustomerSchemas,
    course_id: z.uuid().nullable(),
    course_title: z.string(),
    course_date: z.string().meta({ description: 'YYYY-MM-DD, wie der Kurs jetzt liegt' }),
    course_start_time: z.string().meta({ example: '08:30' }),
    course_end_time: z.string().meta({ example: '16:00' }),
    amount: z.number().int().meta({ description: 'Cent' }),
    paid_amount: z.number().int().nullable(),
    refunded_amount: z.number().int().nullable(),
    currency: z.string(),
    booking_status: z.enum(BOOKING_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    email_status: z.enum(EMAIL_STATUSES),
    review_reason: z.string().nullable().meta({
      description:
        "'amount_mismatch': bezahlter Betrag weicht ab; 'refund_refused': Erstattung einer Selbststornierung abgelehnt; 'refund_by_transfer': Erstattung von refunded_amount per Überweisung offen",
    }),
    refund_iban: z.string().nullable().meta({
      description:
        "Bei 'refund_by_transfer': IBAN des Kontos, von dem die Zahlung laut Kontoauszug kam; null, wenn unbekannt (von Hand als bezahlt markiert)",
    }),
    payment_overdue: z.boolean().meta({
      description:
        'Zahlung seit mehr als 24 Stunden ausstehend, bei Zahlung auf Rechnung: nach dem Fälligkeitsdatum (gelb markieren)',
    }),
    anonymised: z
      .boolean()
      .meta({ description: 'Person nach DSGVO gelöscht: kein Stornieren, Bestätigen oder E-Mail-Versand mehr' }),
    attendance: z.enum(['present', 'absent']).nullable().meta({ description: 'Anwesenheit; null: nicht erfasst' }),
    date_state: z
      .enum(DATE_STATES)
      .nullable()
      .optional()
      .meta({ description: 'Stand des Kurstermins (in der Liste): bevorstehend, läuft, Anwesenheit offen, …' }),
    early_start_requested_at: isoDateTime
      .nullable()
      .meta({ description: 'Privatkunde hat den Beginn vor Ablauf der Widerrufsfrist verlangt (§ 356 Abs. 4 BGB)' }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    order_id: z.uuid().meta({ description: 'Die Bestellung: wer gekauft hat und bezahlt' }),
    buyer_name: z.string().meta({ description: 'Käufer (bei einer Firmenbestellung die Kontaktperson)' }),
    buyer_company: z.string().nullable(),
    order_size: z.number().int().meta({ description: 'Teilnehmende der Bestellung (Buchungen in der Liste)' }),
  })
  .register(apiSchemas, { id: 'AdminBookingDto' });
export type AdminBookingRow = z.output<typeof adminBookingRowSchema>;

const emailDeliverySchema = z
  .enum(['sent', 'failed', 'skipped', 'sending', 'queued'])
  .meta({ description: "Stand des E-Mail-Versands nach kurzer Wartezeit; 'sending'/'queued': wird noch zugestellt" })
  .register(apiSchemas, { id: 'EmailDelivery' });

export const confirmBookingResponseSchema = z
  .object({ booking: adminBookingRowSchema, emailDelivery: emailDeliverySchema })
  .register(apiSchemas, { id: 'AdminConfirmBookingResponse' });

export const refundProposalSchema = z
  .object({
    paidCents: z.number().int(),
    proposedRefundCents: z.number().int(),
    daysBeforeStart: z.number().int(),
    basis: z.enum(['withdrawal', ...REFUND_RULES]).meta({
      description: `Wie bei der Stornierung in 'Meine Buchungen': withdrawal = Widerruf eines Privatkunden innerhalb von ${WITHDRAWAL_PERIOD_DAYS} Tagen nach Buchung vor Kursbeginn (alles); sonst AGB: ab ${FULL_REFUND_DAYS} Tagen alles, ${HALF_REFUND_DAYS} bis ${FULL_REFUND_DAYS - 1} Tage die Hälfte, darunter nichts`,
    }),
    reason: z.string().meta({
      example: 'Widerruf innerhalb von 14 Tagen nach Buchung (Privatkunde): volle Erstattung.',
    }),
    customerType: z.enum(CUSTOMER_TYPES),
    company: z
      .string()
      .nullable()
      .meta({ description: 'Firma, die gebucht hat (bei Ersatzperson die der zahlenden Person)' }),
    bookedAt: isoDateTime,
  })
  .register(apiSchemas, { id: 'AdminRefundProposal' });

export const cancelBookingByAdminSchema = z
  .object({
    refundCents: z
      .number('Bitte geben Sie den Erstattungsbetrag in Cent an.')
      .int('Der Erstattungsbetrag muss in ganzen Cent angegeben werden.')
      .min(0, 'Der Erstattungsbetrag darf nicht negativ sein.')
      .optional()
      .meta({ description: 'Erstattung in Cent (0 bis bezahlter Betrag); ohne Angabe der Vorschlag nach AGB' }),
    message: z
      .string('Die Nachricht muss ein Text sein.')
      .trim()
      .max(MESSAGE_MAX, `Die Nachricht darf höchstens ${MESSAGE_MAX} Zeichen lang sein.`)
      .optional(),
  })
  .register(apiSchemas, { id: 'AdminCancelBookingRequest' });

export const cancelBookingByAdminResponseSchema = z
  .object({ booking: adminBookingRowSchema, refundedCents: z.number().int(), emailDelivery: emailDeliverySchema })
  .register(apiSchemas, { id: 'AdminCancelBookingResponse' });

export const resendBookingEmailSchema = z
  .object({
    type: z.enum(RESEND_EMAIL_TYPES, 'Bitte wählen Sie Bestätigung, Stornierung oder Manuelle Bestätigung.'),
    message: z
      .string('Die Nachricht muss ein Text sein.')
      .trim()
      .max(MESSAGE_MAX, `Die Nachricht darf höchstens ${MESSAGE_MAX} Zeichen lang sein.`)
      .optional(),
  })
  .register(apiSchemas, { id: 'AdminResendBookingEmailRequest' });

export const resendBookingEmailResponseSchema = z
  .object({ bookingId: z.uuid(), emailDelivery: emailDeliverySchema })
  .register(apiSchemas, { id: 'AdminResendBookingEmailResponse' });

export const cancelAllPendingSchema = z
  .object({
    confirmBulkCancel: z.literal(true, 'Bitte bestätigen Sie die Stornierung aller ausstehenden Buchungen.').optional(),
  })
  .register(apiSchemas, { id: 'AdminCancelAllPendingRequest' });

export const cancelAllPendingResponseSchema = z
  .object({ cancelledCount: z.number().int(), message: z.string().meta({ example: 'Keine ausstehenden Buchungen' }) })
  .register(apiSchemas, { id: 'AdminCancelAllPendingResponse' });

export const bookingDeletedResponseSchema = z
  .object({ id: z.uuid(), deleted: z.literal(true) })
  .register(apiSchemas, { id: 'AdminBookingDeletedResponse' });
