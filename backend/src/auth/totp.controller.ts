import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { clientIp } from '../core/http/client-ip';
import { ADMIN_ACCESS_MESSAGES, AuthSession, getAuthSession } from '../core/http/auth-session';
import { acceptedSchema, AcceptedDto, totpCodeSchema, totpEnrolmentSchema } from './dto/auth.dto';
import { SecondFactorLockedError } from './second-factor/totp-lockout.service';
import { setSessionCookie } from './session-cookie';
import { SignedInAdminGuard, TotpRateLimitGuard } from './totp.guards';
import { TotpEnrolment, TotpService } from './totp.service';

@ApiTags('Anmeldung')
@Controller('auth/totp')
@UseGuards(SignedInAdminGuard)
export class TotpController {
  constructor(
    private readonly totp: TotpService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('enrol')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Zwei-Faktor-Anmeldung einrichten (Admin, per Link angemeldet, noch nicht eingerichtet)',
    description:
      'Liefert Schlüssel, QR-Code und zehn Wiederherstellungscodes (nur dieses eine Mal). Eine begonnene Einrichtung gehört 15 Minuten lang der Sitzung, die sie begonnen hat; andere Sitzungen erhalten 409.',
  })
  @ApiZodOkResponse(totpEnrolmentSchema)
  enrol(@Req() request: Request): Promise<TotpEnrolment> {
    return this.totp.enrol(signedIn(request), clientIp(request));
  }

  @Post('verify')
  @HttpCode(200)
  @UseGuards(TotpRateLimitGuard)
  @ApiOperation({
    summary: 'Code aus der Authenticator-App oder Wiederherstellungscode prüfen (bestätigt auch die Einrichtung)',
    description:
      'Bei Erfolg erhält die Sitzung eine neue Kennung (neues Cookie); das alte Cookie gilt nicht mehr. Nach 10 falschen Codes in einer Stunde ist der zweite Faktor 15 Minuten gesperrt (429).',
  })
  @ApiZodBody(totpCodeSchema)
  @ApiZodOkResponse(acceptedSchema)
  async verify(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: unknown,
  ): Promise<AcceptedDto> {
    const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
    const token = await withRetryAfter(response, this.clock, () =>
      this.totp.verify(signedIn(request), code, clientIp(request)),
    );
    setSessionCookie(response, this.config, token);
    return { ok: true };
  }

  @Post('reset')
  @HttpCode(200)
  @UseGuards(TotpRateLimitGuard)
  @ApiOperation({
    summary:
      'Neues Gerät: Zwei-Faktor-Anmeldung mit einem gültigen Code (TOTP oder Wiederherstellungscode) zurücksetzen',
    description:
      'Die bisherige Authenticator-App und alle Wiederherstellungscodes gelten danach nicht mehr; jede Sitzung braucht den zweiten Faktor neu. Danach folgt /api/auth/totp/enrol.',
  })
  @ApiZodBody(totpCodeSchema)
  @ApiZodOkResponse(acceptedSchema)
  async reset(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @Body() body: unknown,
  ): Promise<AcceptedDto> {
    const code = body && typeof body === 'object' ? (body as Record<string, unknown>).code : undefined;
    await withRetryAfter(response, this.clock, () => this.totp.reset(signedIn(request), code, clientIp(request)));
    return { ok: true };
  }
}

/** A locked second factor answers 429 with Retry-After until the lock ends. */
async function withRetryAfter<T>(response: Response, clock: Clock, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof SecondFactorLockedError) {
      response.setHeader(
        'Retry-After',
        String(Math.max(1, Math.ceil((error.lockedUntil.getTime() - clock.now().getTime()) / 1000))),
      );
    }
    throw error;
  }
}

function signedIn(request: Request): AuthSession {
  const session = getAuthSession(request);
  if (!session) throw new ApiError(ADMIN_ACCESS_MESSAGES.anonymous.status, ADMIN_ACCESS_MESSAGES.anonymous.error);
  return session;
}
