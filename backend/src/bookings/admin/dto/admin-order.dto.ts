import { INVOICE_KINDS } from '@mpb/domain';
import { z } from 'zod';
import { apiSchemas, isoDateTime } from '../../../core/http/api-schemas';
import { BOOKING_STATUSES, CUSTOMER_TYPES, PAYMENT_STATUSES } from '../../booking.entity';

const orderBookingSchema = z
  .object({
    id: z.uuid(),
    customer_name: z.string(),
    customer_email: z.string(),
    customer_company: z.string().nullable(),
    course_title: z.string(),
    course_date: z.string().meta({ description: 'YYYY-MM-DD, wie der Kurs jetzt liegt' }),
    booking_status: z.enum(BOOKING_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    amount: z.number().int().meta({ description: 'Cent' }),
    anonymised: z.boolean().meta({ description: 'Person nach DSGVO gelöscht' }),
  })
  .register(apiSchemas, { id: 'AdminOrderBookingDto' });

const orderInvoiceSchema = z
  .object({
    id: z.uuid(),
    number: z.string(),
    kind: z.enum(INVOICE_KINDS),
    issued_at: isoDateTime,
    gross_cents: z.number().int(),
    documents_ready: z.boolean().meta({ description: 'PDF und XML liegen vor' }),
    pdf_url: z.string().meta({
      example: '/api/admin/invoices/0b8e6c2a-5f43-4f0e-9a51-3c2d7e4b1f60.pdf',
      description: 'Das gespeicherte PDF',
    }),
  })
  .register(apiSchemas, { id: 'AdminOrderInvoiceDto' });

/** One order as the dashboard shows it: the buyer, how they are invoiced and pay, its bookings and invoices. */
export const adminOrderSchema = z
  .object({
    id: z.uuid(),
    buyer_name: z.string().meta({ description: 'Käufer (bei einer Firmenbestellung die Kontaktperson)' }),
    buyer_email: z.string(),
    buyer_phone: z.string().nullable(),
    buyer_company: z.string().nullable(),
    customer_type: z.enum(CUSTOMER_TYPES),
    billing_street: z.string().nullable(),
    billing_postal_code: z.string().nullable(),
    billing_city: z.string().nullable(),
    billing_country: z.string().nullable().meta({ example: 'DE' }),
    billing_vat_id: z.string().nullable(),
    purchase_order_number: z.string().nullable().meta({ description: 'Bestellnummer des Käufers' }),
    leitweg_id: z.string().nullable(),
    payment_method: z.enum(['card', 'invoice']),
    created_at: isoDateTime,
    bookings: z.array(orderBookingSchema).meta({ description: 'Die erste Buchung zuerst; entfernte nicht' }),
    invoices: z.array(orderInvoiceSchema).meta({ description: 'Rechnungen und Stornorechnungen, älteste zuerst' }),
  })
  .register(apiSchemas, { id: 'AdminOrderDto' });
export type AdminOrder = z.output<typeof adminOrderSchema>;
export type AdminOrderBooking = z.output<typeof orderBookingSchema>;
export type AdminOrderInvoice = z.output<typeof orderInvoiceSchema>;
