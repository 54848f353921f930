import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { z } from 'zod';
import { BookingViewDto } from '../../bookings/dto/booking-view.dto';
import { EMAIL_STATUSES, EmailStatus } from '../../bookings/booking.entity';

export const MISSING_PARAMETERS_MESSAGE = 'Fehlende Parameter für die Zahlungsverifikation';

const requiredId = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() : (value ?? '')),
  z.string({ error: MISSING_PARAMETERS_MESSAGE }).min(1, MISSING_PARAMETERS_MESSAGE).max(255, MISSING_PARAMETERS_MESSAGE),
);

export const verifyPaymentSchema = z.object({
  sessionId: requiredId,
  bookingId: requiredId.pipe(z.uuid({ error: 'Buchung nicht gefunden.' })),
});

export class VerifyPaymentRequestDto {
  @ApiProperty({ description: 'session_id aus der Erfolgsadresse' }) sessionId: string;
  @ApiProperty({ format: 'uuid', description: 'booking_id aus der Erfolgsadresse' }) bookingId: string;
}

export class VerifyPaymentResponseDto {
  @ApiProperty({ description: 'true, wenn die Buchung bezahlt und bestätigt ist' }) success: boolean;
  @ApiProperty({ type: BookingViewDto, nullable: true }) booking: BookingViewDto | null;
  @ApiProperty({ description: 'Bestätigungs-E-Mail verschickt' }) emailSent: boolean;
  @ApiPropertyOptional({ enum: EMAIL_STATUSES, description: 'Stand des E-Mail-Versands, z.B. zum erneuten Abfragen' })
  emailStatus?: EmailStatus;
  @ApiProperty({ nullable: true, type: String, description: 'Deutsche Meldung, wenn success false ist' }) error: string | null;
}
