import { z } from 'zod';
import { ACCESS_LEAD_TEXT, INVOICE_KINDS } from '@mpb/domain';
import { apiSchemas, isoDateTime } from '../../core/http/api-schemas';

const accessSchema = z
  .object({
    url: z.string().nullable(),
    meetingId: z.string().nullable(),
    passcode: z.string().nullable(),
    dialIn: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ description: `Zugangsdaten zum Live-Webinar: nur bestätigt und ab ${ACCESS_LEAD_TEXT} vor Beginn` });

const cancellationSchema = z
  .object({
    basis: z
      .enum(['withdrawal', 'full', 'half', 'none'])
      .meta({ description: 'withdrawal: Widerruf (Privatkunde, 14 Tage); sonst die Staffel der AGB' }),
    refundCents: z.int().meta({ description: 'Erstattung bei Stornierung heute, Cent' }),
    text: z.string().meta({ description: 'Der Satz, den die Seite vor dem Bestätigen zeigt' }),
  })
  .meta({ description: 'Was eine Stornierung heute erstattet; null, wenn nicht stornierbar' });

const myInvoiceSchema = z
  .object({
    id: z.uuid().meta({ description: 'Download: /api/me/invoices/{id}.pdf und /api/me/invoices/{id}.xml' }),
    number: z.string().meta({ example: 'RE-2026-00042' }),
    kind: z.enum(INVOICE_KINDS).meta({ description: "'invoice' Rechnung, 'cancellation' Stornorechnung" }),
    issuedAt: isoDateTime,
    grossCents: z.int(),
  })
  .register(apiSchemas, { id: 'MyInvoiceDto' });

/** One booking in 'Meine Buchungen' (DECISIONS 31), with what its participant or payer may do today. */
const myBookingSchema = z
  .object({
    id: z.uuid(),
    orderId: z
      .uuid()
      .meta({ description: 'Die Bestellung, zu der die Buchung gehört (eine Bestellung, mehrere Teilnehmende)' }),
    courseTitle: z.string(),
    date: z.string().meta({ description: 'Kurstag (Europe/Berlin), yyyy-MM-dd', example: '2026-12-15' }),
    startTime: z.string().meta({ example: '08:30' }),
    endTime: z.string().meta({ example: '16:00' }),
    upcoming: z.boolean().meta({ description: 'Der Kurs ist noch nicht zu Ende' }),
    status: z.enum(['confirmed', 'cancelled']),
    statusLabel: z.string().meta({ example: 'Bestätigt' }),
    paidCents: z.int().nullable().meta({
      description:
        'Bezahlt, Cent (0 solange eine Zahlung aussteht); null für eine Ersatzperson (Beträge sieht nur, wer bezahlt hat)',
    }),
    paymentDue: z.boolean().meta({ description: 'Bestätigt, aber die Zahlung steht noch aus' }),
    refundedCents: z
      .int()
      .nullable()
      .meta({ description: 'Erstattet, Cent; null ohne Erstattung und für eine Ersatzperson' }),
    isPayer: z.boolean().meta({ description: 'Die angemeldete Adresse hat bezahlt, eine Ersatzperson nimmt teil' }),
    paidBy: z.string().nullable().meta({
      description:
        'Die angemeldete Adresse nimmt als Ersatzperson teil: Name der Person, die bezahlt hat und die Buchung verwaltet (Stornieren, Umbuchen, Ersatzperson, Zahlungsbeleg); sonst null',
    }),
    participantName: z.string(),
    calendarUrl: z.string().nullable(),
    receiptUrl: z.string().nullable(),
    invoices: z.array(myInvoiceSchema).meta({
      description: 'Rechnungen und Stornorechnungen der Buchung, älteste zuerst; leer für eine Ersatzperson',
    }),
    access: accessSchema.nullable(),
    accessNote: z.string().nullable().meta({
      description:
        'Für die teilnehmende Person einer kommenden Buchung: wann die Zugangsdaten per E-Mail kommen oder gekommen sind',
      example: 'Die Zugangsdaten zum Live-Webinar haben wir Ihnen am 14.12.2026 um 08:30 Uhr per E-Mail geschickt.',
    }),
    certificate: z
      .object({
        number: z.string(),
        verificationUrl: z.string(),
        downloadUrl: z.string().meta({ description: 'Das Zertifikat als PDF' }),
      })
      .nullable(),
    cancellation: cancellationSchema.nullable(),
    canCancel: z.boolean(),
    canRebook: z.boolean(),
    canSubstitute: z.boolean(),
    notice: z.string().nullable().meta({ description: 'Hinweis zur Buchung, z. B. eine abgelehnte Erstattung' }),
  })
  .register(apiSchemas, { id: 'MyBookingDto' });
export type MyBookingDto = z.infer<typeof myBookingSchema>;

export const myBookingsSchema = z
  .object({ bookings: z.array(myBookingSchema).meta({ description: 'Kommende zuerst, dann vergangene' }) })
  .register(apiSchemas, { id: 'MyBookingsDto' });
export type MyBookingsDto = z.infer<typeof myBookingsSchema>;

export const myOrdersSchema = z
  .object({
    orders: z.array(
      z
        .object({
          id: z.uuid(),
          bookings: z.array(myBookingSchema).meta({
            description:
              'Die Plätze der Bestellung, die die angemeldete Adresse sieht: alle für den Käufer, den eigenen für Teilnehmende',
          }),
          invoices: z
            .array(myInvoiceSchema)
            .meta({ description: 'Rechnungen und Stornorechnungen der Bestellung; leer für Teilnehmende' }),
        })
        .register(apiSchemas, { id: 'MyOrderDto' }),
    ),
  })
  .meta({ description: 'Bestellungen mit kommenden Terminen zuerst' })
  .register(apiSchemas, { id: 'MyOrdersDto' });
export type MyOrdersDto = z.infer<typeof myOrdersSchema>;

export const myBookingCancelSchema = z.object({}).register(apiSchemas, { id: 'MyBookingCancelRequestDto' });

export const myBookingCancelResponseSchema = z
  .object({
    message: z.string().meta({ description: 'Was geschehen ist, auf Deutsch' }),
    refundedCents: z.int(),
  })
  .register(apiSchemas, { id: 'MyBookingCancelResponseDto' });
export type MyBookingCancelResponseDto = z.infer<typeof myBookingCancelResponseSchema>;
