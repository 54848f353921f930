import { Inject, Injectable } from '@nestjs/common';
import { PAYER_ONLY_MESSAGES } from '@mpb/domain';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { certificateFileName, certificatePdfOf } from '../certificates/certificate-file';
import { InvoicesRepository } from '../invoices/invoices.repository';
import { MyBookingsDto, MyOrdersDto } from './dto/my-booking.dto';
import { amountPaid, toMyBooking } from './my-booking-view';
import { MyBookingsRepository } from './my-bookings.repository';
import { NOT_YOUR_BOOKING_MESSAGE, ownedBooking, payersBooking } from './owned-booking';
import { receiptHtml } from './receipt-page';

export const NO_CERTIFICATE_MESSAGE = 'Für diese Buchung liegt kein Zertifikat vor.';

/** What 'Meine Buchungen' lists and the files it links to; every lookup is limited to the signed-in address. */
@Injectable()
export class MyBookingsService {
  constructor(
    private readonly bookings: MyBookingsRepository,
    private readonly invoices: InvoicesRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(email: string): Promise<MyBookingsDto> {
    const now = this.clock.now();
    const rows = await this.bookings.rows(email, now);
    const accessSent = await this.bookings.accessSentAt(
      rows.map((row) => ({ bookingId: row.id, courseStartsAt: row.starts_at, email: row.customer_email })),
    );
    const invoices = await this.invoices.ofBookings(rows.map((row) => row.id));
    return {
      bookings: rows.map((row) =>
        toMyBooking(
          row,
          email,
          now,
          this.config.site.url,
          accessSent.get(row.id) ?? null,
          invoices.filter((invoice) => invoice.booking_id === row.id),
        ),
      ),
    };
  }

  /** The same bookings grouped by their order (DECISIONS 34), with each order's invoices. */
  async orders(email: string): Promise<MyOrdersDto> {
    const orders = new Map<string, MyOrdersDto['orders'][number]>();
    for (const booking of (await this.list(email)).bookings) {
      const order = orders.get(booking.orderId) ?? { id: booking.orderId, bookings: [], invoices: [] };
      order.bookings.push(booking);
      order.invoices.push(...booking.invoices);
      orders.set(booking.orderId, order);
    }
    return { orders: [...orders.values()] };
  }

  async calendarFile(bookingId: string, email: string): Promise<string> {
    const booking = await ownedBooking(this.bookings, bookingId, email);
    if (booking.booking_status !== 'confirmed') throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    const file = await this.bookings.calendarFile(booking.id, this.config.site, this.clock.now());
    if (!file) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    return file;
  }

  /** The participant's certificate in force as PDF, for the participant and for whoever paid. */
  async certificate(bookingId: string, email: string): Promise<{ fileName: string; pdf: Buffer }> {
    const booking = await ownedBooking(this.bookings, bookingId, email);
    const certificate = await this.bookings.currentCertificate(booking.id);
    if (!certificate || certificate.erased_at || !certificate.participant_name)
      throw ApiError.notFound(NO_CERTIFICATE_MESSAGE);
    return {
      fileName: certificateFileName(certificate.number),
      pdf: await certificatePdfOf(certificate, certificate.participant_name, this.config.site),
    };
  }

  async receipt(bookingId: string, email: string): Promise<string> {
    const booking = await payersBooking(this.bookings, bookingId, email, {
      refusal: PAYER_ONLY_MESSAGES.receipt,
    });
    const paid = amountPaid(booking);
    if (booking.booking_status === 'pending' || paid === 0) throw ApiError.notFound(NOT_YOUR_BOOKING_MESSAGE);
    return receiptHtml(booking, this.config.site.settings, paid);
  }
}
