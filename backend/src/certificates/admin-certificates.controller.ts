import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { actorOf } from '../audit/admin-actor';
import { BOOKING_NOT_FOUND_MESSAGE } from '../bookings/booking-cancellation.service';
import { reissueCertificateSchema, certificateActionResponseSchema } from '../attendance/dto/participants.dto';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { AdminCertificatesService } from './admin-certificates.service';

/** A participant's certificate ('Teilnahmezertifikat'): resend, reissue under a corrected name. */
@ApiTags('Admin')
@Controller('admin/bookings/:id/certificate')
export class AdminCertificatesController {
  constructor(private readonly certificates: AdminCertificatesService) {}

  @Post('resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Zertifikat erneut per E-Mail senden' })
  @ApiZodOkResponse(certificateActionResponseSchema)
  @ApiConflictResponse({ description: 'Kein Zertifikat oder Person nach DSGVO gelöscht' })
  resend(@Param('id') id: string, @Req() request: Request) {
    return this.certificates.resend(bookingId(id), actorOf(request));
  }

  @Post('reissue')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Namen korrigieren und Zertifikat neu ausstellen',
    description:
      "Neue Nummer; das bisherige Zertifikat gilt als 'ersetzt'. Die Mail mit dem neuen PDF geht sofort hinaus.",
  })
  @ApiZodBody(reissueCertificateSchema)
  @ApiZodOkResponse(certificateActionResponseSchema)
  @ApiConflictResponse({ description: 'Kein Zertifikat oder Person nach DSGVO gelöscht' })
  reissue(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = bookingId(id);
    const { name } = parseBody(reissueCertificateSchema, body);
    return this.certificates.reissue(valid, name, actorOf(request));
  }
}

function bookingId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(BOOKING_NOT_FOUND_MESSAGE);
  return id;
}
