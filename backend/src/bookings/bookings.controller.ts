import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { BOOKING_NOT_FOUND_MESSAGE, BookingCancellationService } from './booking-cancellation.service';
import { toBookingView } from './dto/booking-view.dto';
import { CancelBookingResponseDto, cancelBookingResponseSchema, cancelBookingSchema } from './dto/cancel-booking.dto';

@ApiTags('Buchung und Zahlung')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly cancellation: BookingCancellationService) {}

  @Post(':id/cancel')
  @HttpCode(200)
  @RateLimited('booking-cancel', { emailFields: [] })
  @ApiOperation({
    summary: 'Abbruchseite: storniert eine noch nicht bezahlte Buchung',
    description: 'Platz und Discount-Nutzung werden sofort freigegeben. Ein zweiter Aufruf ändert nichts; bezahlte Buchungen bleiben bestehen.',
  })
  @ApiZodBody(cancelBookingSchema)
  @ApiZodOkResponse(cancelBookingResponseSchema)
  @ApiForbiddenResponse({ description: "'Der Stornierungslink ist ungültig.'" })
  @ApiNotFoundResponse({ description: "'Buchung nicht gefunden.'" })
  @ApiConflictResponse({ description: 'Die Buchung ist bereits bezahlt' })
  async cancel(@Param('id') id: string, @Body() body: unknown): Promise<CancelBookingResponseDto> {
    if (!z.uuid().safeParse(id).success) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
    const { token } = parseBody(cancelBookingSchema, body);
    const { booking, changed } = await this.cancellation.cancelWithToken(id, token);
    return { success: true, changed, booking: toBookingView(booking) };
  }
}
