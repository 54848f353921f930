import { z } from 'zod';
import { apiSchemas } from '../../core/http/api-schemas';
import { BOOKING_STATUSES, Booking, EMAIL_STATUSES, PAYMENT_STATUSES } from '../booking.entity';

/** A booking as the payment result pages read it (000 §3 'Booking (as read after payment)'). */
export const bookingViewSchema = z
  .object({
    id: z.uuid(),
    course_title: z.string().meta({ example: 'Medizinprodukteberater Basiszertifizierung' }),
    course_date: z.string().meta({ description: 'Kurstag (Europe/Berlin)', example: '2026-12-15' }),
    course_start_time: z.string().meta({ example: '08:30:00' }),
    course_end_time: z.string().meta({ example: '16:00:00' }),
    amount: z.int().meta({ description: 'Cent', example: 47481 }),
    currency: z.string().meta({ example: 'EUR' }),
    booking_status: z.enum(BOOKING_STATUSES),
    payment_status: z.enum(PAYMENT_STATUSES),
    email_status: z.enum(EMAIL_STATUSES),
    updated_at: z.iso.datetime(),
  })
  .register(apiSchemas, { id: 'BookingViewDto' });
export type BookingViewDto = z.infer<typeof bookingViewSchema>;

export function toBookingView(booking: Booking): BookingViewDto {
  return {
    id: booking.id,
    course_title: booking.course_title,
    course_date: booking.course_date,
    course_start_time: booking.course_start_time,
    course_end_time: booking.course_end_time,
    amount: booking.amount,
    currency: booking.currency,
    booking_status: booking.booking_status,
    payment_status: booking.payment_status,
    email_status: booking.email_status,
    updated_at: booking.updated_at.toISOString(),
  };
}
