import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { clientIp } from '../core/http/client-ip';
import { ADMIN_ACCESS_MESSAGES, AuthSession, getAuthSession } from './auth-session';
import { acceptedSchema, AcceptedDto, totpCodeSchema, totpEnrolmentSchema } from './dto/auth.dto';
import { SignedInAdminGuard, TotpRateLimitGuard } from './totp.guards';
import { TotpEnrolment, TotpService } from './totp.service';

@ApiTags('Anmeldung')
@Controller('auth/totp')
@UseGuards(SignedInAdminGuard)
export class TotpController {
  constructor(private readonly totp: TotpService) {}

  @Post('enrol')
  @HttpCode(200)
  @ApiOperation({ summary: 'Zwei-Faktor-Anmeldung einrichten (Admin, per Link angemeldet, noch nicht eingerichtet)' })
  @ApiZodOkResponse(totpEnrolmentSchema)
  enrol(@Req() request: Request): Promise<TotpEnrolment> {
    return this.totp.enrol(signedIn(request), clientIp(request));
  }

  @Post('verify')
  @HttpCode(200)
  @UseGuards(TotpRateLimitGuard)
  @ApiOperation({ summary: 'Code aus der Authenticator-App prüfen (bestätigt auch die Einrichtung)' })
  @ApiZodBody(totpCodeSchema)
  @ApiZodOkResponse(acceptedSchema)
  async verify(@Req() request: Request, @Body() body: unknown): Promise<AcceptedDto> {
    const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
    await this.totp.verify(signedIn(request), code, clientIp(request));
    return { ok: true };
  }
}

function signedIn(request: Request): AuthSession {
  const session = getAuthSession(request);
  if (!session) throw new ApiError(ADMIN_ACCESS_MESSAGES.anonymous.status, ADMIN_ACCESS_MESSAGES.anonymous.error);
  return session;
}
