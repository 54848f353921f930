import { ApiProperty } from '@nestjs/swagger';
import { BOOKING_STATUSES, Booking, BookingStatus, EMAIL_STATUSES, EmailStatus, PAYMENT_STATUSES, PaymentStatus } from '../booking.entity';

/** A booking as the payment result pages read it (000 §3 'Booking (as read after payment)'). */
export class BookingViewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Medizinprodukteberater Basiszertifizierung' }) course_title: string;
  @ApiProperty({ example: '2026-12-15' }) course_date: string;
  @ApiProperty({ example: '08:30:00' }) course_start_time: string;
  @ApiProperty({ example: '16:00:00' }) course_end_time: string;
  @ApiProperty({ description: 'Cent', example: 47481 }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ enum: BOOKING_STATUSES }) booking_status: BookingStatus;
  @ApiProperty({ enum: PAYMENT_STATUSES }) payment_status: PaymentStatus;
  @ApiProperty({ enum: EMAIL_STATUSES }) email_status: EmailStatus;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

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
