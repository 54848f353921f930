import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { actorOf } from '../audit/admin-actor';
import { BOOKING_NOT_FOUND_MESSAGE } from '../bookings/booking-cancellation.service';
import { reissueCertificateSchema, certificateActionResponseSchema } from './dto/admin-certificates.dto';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { AdminCertificatesService } from './admin-certificates.service';

/** A participant's certificate ('Teilnahmezertifikat'): its PDF, resend, reissue under a corrected name. */
@ApiTags('Admin')
@Controller('admin/bookings/:id/certificate')
export class AdminCertificatesController {
  constructor(private readonly certificates: AdminCertificatesService) {}

  @Get('pdf')
  @ApiOperation({ summary: 'Das gültige Zertifikat als PDF (dasselbe wie in der Zertifikatsmail)' })
  @ApiOkResponse({ description: 'PDF-Datei', content: { 'application/pdf': { schema: { type: 'string' } } } })
  @ApiConflictResponse({ description: 'Kein gültiges Zertifikat (nicht anwesend, storniert, widerrufen, gelöscht)' })
  async pdf(@Param('id') id: string, @Res() response: Response) {
    const { fileName, pdf } = await this.certificates.pdf(bookingId(id));
    response.setHeader('Content-Type', 'application/pdf');
    response.setHeader('Content-Disposition', `inline; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(pdf);
  }

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
