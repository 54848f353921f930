import { ApiProperty } from '@nestjs/swagger';
import { z } from 'zod';
import { BookingViewDto } from './booking-view.dto';

export const INVALID_CANCEL_LINK_MESSAGE = 'Der Stornierungslink ist ungültig.';

export const cancelBookingSchema = z.object({
  token: z.string({ error: INVALID_CANCEL_LINK_MESSAGE }).min(1, INVALID_CANCEL_LINK_MESSAGE).max(200, INVALID_CANCEL_LINK_MESSAGE),
});

export class CancelBookingRequestDto {
  @ApiProperty({ description: 'Der Token aus der Abbruch-Adresse des Bezahlvorgangs (?token=...)' }) token: string;
}

export class CancelBookingResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ description: 'false, wenn die Buchung schon vorher storniert oder abgelaufen war' }) changed: boolean;
  @ApiProperty({ type: BookingViewDto }) booking: BookingViewDto;
}
