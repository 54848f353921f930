import { Inject, Injectable } from '@nestjs/common';
import { PAYER_ONLY_MESSAGES } from '@mpb/domain';
import { DataSource } from 'typeorm';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { bookingCalendarFile } from '../mail/booking-calendar-file';
import { MyBookingsDto } from './dto/my-booking.dto';
import { amountPaid, toMyBooking } from './my-booking-view';
import { myBookingRows } from './my-bookings.query';
import { NOT_YOUR_BOOKING_MESSAGE, ownedBooking, payersBooking } from './owned-booking';
import { receiptHtml } from './receipt-page';

/** What 'Meine Buchungen' lists and the files it links to; every lookup is limited to the signed-in address. */
@Injectable()
export class MyBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(email: string): Promise<MyBookingsDto> {
    const now = this.clock.now();
    const rows = await myBookingRows(this.dataSource.manager, email, now);
    const invoices = await this.invoices.ofBookings(rows.map((row) => row.id));
    return {
      bookings: rows.map((row) =>
        toMyBooking(
          row,
          email,
          now,
          this.config.site.url,
          invoices.filter((invoice) => invoice.booking_id === row.id),
        ),
      ),
    };
  }

  async calendarFile(bookingId: string, email: string): Promise<string> {
    const booking = await ownedBooking(this.dataSource.manager, bookingId, email);
    if (booking.booking_status !== 'confirmed') throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    const file = await bookingCalendarFile(this.dataSource.manager, booking.id, this.config.site);
    if (!file) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    return file;
  }

  async receipt(bookingId: string, email: string): Promise<string> {
    const booking = await payersBooking(this.dataSource.manager, bookingId, email, {
      refusal: PAYER_ONLY_MESSAGES.receipt,
    });
    const paid = amountPaid(booking);
    if (booking.booking_status === 'pending' || paid === 0) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    return receiptHtml(booking, this.config.site.settings, paid);
  }
}
