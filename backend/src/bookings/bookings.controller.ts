import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { BOOKING_NOT_FOUND_MESSAGE, BookingCancellationService } from './booking-cancellation.service';
import { toBookingView } from './dto/booking-view.dto';
import { Booking } from './booking.entity';
import {
  DISCARD_OUTCOME_MESSAGES,
  DiscardCheckoutResponseDto,
  INVALID_DISCARD_LINK_MESSAGE,
  discardCheckoutResponseSchema,
  discardCheckoutSchema,
} from './dto/discard-checkout.dto';
import {
  CANCEL_OUTCOME_MESSAGES,
  CancelBookingResponseDto,
  cancelBookingResponseSchema,
  cancelBookingSchema,
} from './dto/cancel-booking.dto';

@ApiTags('Buchung und Zahlung')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly cancellation: BookingCancellationService) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimited('booking-cancel', { emailFields: [] })
  @ApiOperation({
    summary: 'Abbruchseite: storniert eine noch nicht bezahlte Buchung',
    description:
      'Platz und Discount-Nutzung werden sofort freigegeben. Ein zweiter Aufruf ändert nichts; bezahlte Buchungen bleiben bestehen.',
  })
  @ApiZodBody(cancelBookingSchema)
  @ApiZodOkResponse(cancelBookingResponseSchema)
  @ApiForbiddenResponse({ description: "'Der Link ist ungültig. …'" })
  @ApiNotFoundResponse({ description: "'Buchung nicht gefunden.'" })
  @ApiConflictResponse({ description: "'Diese Buchung ist bereits bezahlt und bestätigt …'" })
  async cancel(@Param('id') id: string, @Body() body: unknown): Promise<CancelBookingResponseDto> {
    if (!z.uuid().safeParse(id).success) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
    const { token } = parseBody(cancelBookingSchema, body);
    const { booking, changed } = await this.cancellation.cancelWithToken(id, token);
    return { success: true, changed, ...cancelOutcome(booking, changed), booking: toBookingView(booking) };
  }

  @Post(':id/discard')
  @HttpCode(200)
  @RateLimited('booking-discard', { emailFields: [] })
  @ApiOperation({
    summary: 'Verwerfen-Link: gibt eine noch nicht bezahlte Reservierung für die Adresse frei',
    description:
      'Der Link steht in der E-Mail an die Adresse eines offenen Bezahlvorgangs (DECISIONS 22); die Seite fragt nach, bevor sie diesen Aufruf macht. ' +
      'Der Platz geht sofort frei (zuerst an die Warteliste), die Buchung wird storniert. Ein zweiter Aufruf ändert nichts; bezahlte Buchungen bleiben bestehen.',
  })
  @ApiZodBody(discardCheckoutSchema)
  @ApiZodOkResponse(discardCheckoutResponseSchema)
  @ApiForbiddenResponse({ description: "'Der Link ist ungültig. …' (auch für eine unbekannte Buchung)" })
  @ApiConflictResponse({ description: "'Diese Reservierung ist bereits bezahlt …'" })
  async discard(@Param('id') id: string, @Body() body: unknown): Promise<DiscardCheckoutResponseDto> {
    const { token } = parseBody(discardCheckoutSchema, body);
    if (!z.uuid().safeParse(id).success) throw ApiError.forbidden(INVALID_DISCARD_LINK_MESSAGE);
    const { changed } = await this.cancellation.discardWithToken(id, token);
    return changed
      ? { outcome: 'discarded', message: DISCARD_OUTCOME_MESSAGES.discarded }
      : { outcome: 'already_closed', message: DISCARD_OUTCOME_MESSAGES.alreadyClosed };
  }
}

const PAYMENT_MADE: ReadonlySet<string> = new Set(['paid', 'refunded', 'partially_refunded']);

/** Whether the call cancelled the booking, and the page's words for it (no claim of 'no payment' after one). */
function cancelOutcome(booking: Booking, changed: boolean): Pick<CancelBookingResponseDto, 'outcome' | 'message'> {
  if (changed) return { outcome: 'cancelled', message: CANCEL_OUTCOME_MESSAGES.cancelled };
  const message = PAYMENT_MADE.has(booking.payment_status)
    ? CANCEL_OUTCOME_MESSAGES.alreadyCancelledPaid
    : CANCEL_OUTCOME_MESSAGES.alreadyCancelledUnpaid;
  return { outcome: 'already_cancelled', message };
}
