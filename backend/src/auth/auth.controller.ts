import { ADMIN_ACCESS_DENIED_PATH, MAGIC_LINK_VALID_MINUTES, signInFailurePath } from '@mpb/domain';
import { Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiAcceptedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { apiSchemaRef } from '../core/http/api-schemas';
import { clientIp } from '../core/http/client-ip';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { getAuthSession, isAdminEmail, secondFactorState } from './auth-session';
import { acceptedSchema, AcceptedDto, magicLinkRequestSchema, SessionDto, sessionSchema } from './dto/auth.dto';
import { MagicLinkAuthGuard, magicLinkRefusal } from './magic-link-auth.guard';
import { MagicLinkService } from './magic-link.service';
import { MagicLinkUser } from './magic-link.strategy';
import { isAdminPath, landingPath } from './redirect-target';
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
  @ApiOperation({ summary: 'Ziel des Magic Links: meldet an und leitet weiter (Admins nach /admin)' })
  @ApiFoundResponse({
    description: 'Weiterleitung; ein abgelaufener, benutzter oder unbekannter Link führt auf /anmeldung?fehler=…',
  })
  async callback(@Req() request: Request, @Res() response: Response) {
    const user = request.user as MagicLinkUser | null;
    const ip = clientIp(request);
    if (!user) {
      const refusal = magicLinkRefusal(request);
      const admin = !!refusal.redirectTo && isAdminPath(refusal.redirectTo);
      return response.redirect(302, signInFailurePath(refusal.failure, admin));
    }
    const previous = readSessionCookie(request, this.config);
    if (previous) await this.signIns.signOut(previous, null, ip);
    const isAdmin = isAdminEmail(user.email, this.config);
    if (!isAdmin && isAdminPath(user.redirectTo)) {
      // 001 §4/§6: not allowed into the admin area, so not signed in at all.
      await this.signIns.refuseAdminSignIn(user.email, ip);
      clearSessionCookie(response, this.config);
      return response.redirect(302, ADMIN_ACCESS_DENIED_PATH);
    }
    const token = await this.signIns.signIn(user.email, ip);
    setSessionCookie(response, this.config, token);
    return response.redirect(302, landingPath(user.redirectTo, isAdmin));
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
