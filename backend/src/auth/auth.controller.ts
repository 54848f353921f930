import {
  MAGIC_LINK_VALID_MINUTES,
  MAIL_LINK_FAILURE,
  mailLinkSessionPath,
  signInFailurePath,
  SITE_PATHS,
} from '@mpb/domain';
import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { apiSchemaRef } from '../core/http/api-schemas';
import { clientIp } from '../core/http/client-ip';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { getAuthSession, isAdminEmail, secondFactorState } from '../core/http/auth-session';
import { acceptedSchema, AcceptedDto, magicLinkRequestSchema, SessionDto, sessionSchema } from './dto/auth.dto';
import { setMailLinkCookie } from './mail-link-cookie';
import { MagicLinkAuthGuard, magicLinkDetour } from './magic-link-auth.guard';
import { MagicLinkService } from './magic-link.service';
import { MagicLinkUser } from './magic-link.strategy';
import { isAdminPath } from './redirect-target';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { SignInService } from './sign-in.service';

@ApiTags('Anmeldung')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly magicLinks: MagicLinkService,
    private readonly signIns: SignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('magic-link')
  @HttpCode(202)
  @RateLimited('magic-link', { emailFields: ['email'] })
  @ApiOperation({
    summary: 'Magic Link anfordern',
    description: `Antwortet für jede gültige Adresse gleich (202), ob bekannt oder nicht; der Link kommt per E-Mail und ist ${MAGIC_LINK_VALID_MINUTES} Minuten gültig.`,
  })
  @ApiZodBody(magicLinkRequestSchema)
  @ApiAcceptedResponse({ description: 'Angenommen; der Link kommt per E-Mail', schema: apiSchemaRef(acceptedSchema) })
  async requestMagicLink(@Body() body: unknown): Promise<AcceptedDto> {
    const request = parseBody(magicLinkRequestSchema, body, undefined, {
      message: (fields) => Object.values(fields)[0],
    });
    await this.magicLinks.request(request.email, request.redirect ?? '/');
    return { ok: true };
  }

  @Get('callback')
  @UseGuards(MagicLinkAuthGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Ziel des Magic Links: meldet an und leitet weiter (Admins nach /admin)',
    description:
      'Jeder Link meldet einmal an. Der Link einer Buchungs-E-Mail in einem Browser, der schon mit seiner Adresse angemeldet ist, führt nur zu /meine-buchungen; ' +
      'mit einer anderen Adresse angemeldet, fragt /meine-buchungen?anmeldung=wechsel zuerst (/api/auth/mail-link), eine Admin-Sitzung ersetzt er nie (?anmeldung=admin).',
  })
  @ApiFoundResponse({
    description:
      'Weiterleitung; ein abgelaufener, benutzter oder unbekannter Link führt auf /anmeldung?fehler=…, der einer Buchungs-E-Mail auf /anmeldung?fehler=erneuern',
  })
  async callback(@Req() request: Request, @Res() response: Response) {
    const user = request.user as MagicLinkUser | null;
    if (!user) return response.redirect(302, this.detour(request, response));
    const ip = clientIp(request);
    const { token, landing } = await this.signIns.signInByLink(user, readSessionCookie(request, this.config), ip);
    if (token) setSessionCookie(response, this.config, token);
    else clearSessionCookie(response, this.config);
    return response.redirect(302, landing);
  }

  /** Where a link that signed nobody in leads; a booking mail's link is kept for the next step. */
  private detour(request: Request, response: Response): string {
    const detour = magicLinkDetour(request);
    // Only a well-formed token of a stored booking mail's link comes this far.
    const token = request.query.token as string;
    switch (detour.outcome) {
      case 'same-account':
        return SITE_PATHS.myBookings;
      case 'other-account':
        if (isAdminEmail(getAuthSession(request)!.email, this.config)) return mailLinkSessionPath('admin');
        setMailLinkCookie(response, this.config, token);
        return mailLinkSessionPath('wechsel');
      case 'refused':
        if (detour.failure === MAIL_LINK_FAILURE) setMailLinkCookie(response, this.config, token);
        return signInFailurePath(detour.failure, !!detour.redirectTo && isAdminPath(detour.redirectTo));
    }
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Wer ist angemeldet?' })
  @ApiZodOkResponse(sessionSchema)
  session(@Req() request: Request): SessionDto {
    const session = getAuthSession(request);
    if (!session) return { user: null };
    return {
      user: {
        email: session.email,
        isAdmin: isAdminEmail(session.email, this.config),
        secondFactor: secondFactorState(session, this.config),
      },
    };
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({ summary: 'Abmelden: beendet die Sitzung' })
  @ApiNoContentResponse({ description: 'Abgemeldet; das Sitzungs-Cookie wird gelöscht' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const token = readSessionCookie(request, this.config);
    if (token) await this.signIns.signOut(token, getAuthSession(request), clientIp(request));
    clearSessionCookie(response, this.config);
  }
}
