import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { RateLimited } from '../core/http/rate-limit.guard';
import {
  MISSING_PARAMETERS_MESSAGE,
  VerifyPaymentResponseDto,
  verifyPaymentResponseSchema,
  verifyPaymentSchema,
} from './dto/verify-payment.dto';
import { PaymentVerificationService, verificationFailure, VERIFY_MESSAGES } from './payment-verification.service';

@ApiTags('Buchung und Zahlung')
@Controller('payments')
export class PaymentVerificationController {
  constructor(private readonly verification: PaymentVerificationService) {}

  @Post('verify')
  @HttpCode(200)
  @RateLimited('payment-verify', { emailFields: [] })
  @ApiOperation({ summary: 'verify-payment: prüft die Zahlung und bestätigt die Buchung (idempotent)' })
  @ApiZodBody(verifyPaymentSchema)
  @ApiZodOkResponse(verifyPaymentResponseSchema)
  @ApiBadRequestResponse({ description: `'${MISSING_PARAMETERS_MESSAGE}'` })
  @ApiForbiddenResponse({ description: 'Die Zahlungssitzung gehört nicht zu dieser Buchung' })
  @ApiNotFoundResponse({ description: 'Buchung nicht gefunden' })
  verify(@Body() body: unknown): Promise<VerifyPaymentResponseDto> {
    const parsed = verifyPaymentSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const missing = parsed.error.issues.some((issue) => issue.message === MISSING_PARAMETERS_MESSAGE);
      throw missing
        ? verificationFailure(HttpStatus.BAD_REQUEST, MISSING_PARAMETERS_MESSAGE)
        : verificationFailure(HttpStatus.NOT_FOUND, VERIFY_MESSAGES.notFound);
    }
    return this.verification.verify(parsed.data.sessionId, parsed.data.bookingId);
  }
}
