import { MAIL_LINK_MESSAGES } from '@mpb/domain';
import { Controller, Delete, Get, Header, HttpCode, HttpStatus, Inject, Post, Req, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiError } from '../core/http/api-error';
import { ApiZodOkResponse } from '../core/http/api-document';
import { apiErrorSchema, apiSchemaRef } from '../core/http/api-schemas';
import { clientIp } from '../core/http/client-ip';
import { RateLimited } from '../core/http/rate-limit.guard';
import { getAuthSession, isAdminEmail } from '../core/http/auth-session';
import {
  AcceptedDto,
  acceptedSchema,
  MailLinkQuestionDto,
  mailLinkQuestionSchema,
  MailLinkSignInDto,
  mailLinkSignInSchema,
} from './dto/auth.dto';
import { clearMailLinkCookie, readMailLinkCookie } from './mail-link-cookie';
import { MagicLinkService } from './magic-link.service';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie';
import { SignInService } from './sign-in.service';

const GONE = { schema: apiSchemaRef(apiErrorSchema), description: `'${MAIL_LINK_MESSAGES.gone}'` };

/**
 * The next step after a booking mail's link (GET /api/auth/callback) that did not sign in at once:
 * the question before it replaces another account's session, or a fresh link once it was used.
 * The link travels in an httpOnly cookie the callback set (mail-link-cookie.ts), never in a page.
 */
@ApiTags('Anmeldung')
@Controller('auth/mail-link')
export class MailLinkController {
  constructor(
    private readonly magicLinks: MagicLinkService,
    private readonly signIns: SignInService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Die Frage 'Sie sind als … angemeldet. Als … fortfahren?'" })
  @ApiZodOkResponse(mailLinkQuestionSchema)
  @ApiGoneResponse(GONE)
  async question(@Req() request: Request): Promise<MailLinkQuestionDto> {
    const recipient = await this.magicLinks.usableMailLinkAddress(readMailLinkCookie(request, this.config));
    if (!recipient) throw new ApiError(HttpStatus.GONE, MAIL_LINK_MESSAGES.gone);
    return { recipient, signedInAs: getAuthSession(request)?.email ?? null };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Als Adresse des Links fortfahren: ersetzt die Sitzung (nie die eines Admins)' })
  @ApiZodOkResponse(mailLinkSignInSchema)
  @ApiForbiddenResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: `'${MAIL_LINK_MESSAGES.adminSession}'`,
  })
  @ApiGoneResponse(GONE)
  async confirm(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<MailLinkSignInDto> {
    const session = getAuthSession(request);
    if (session && isAdminEmail(session.email, this.config)) throw ApiError.forbidden(MAIL_LINK_MESSAGES.adminSession);
    const opening = await this.magicLinks.consumeMailLink(readMailLinkCookie(request, this.config));
    if (opening.outcome !== 'sign-in') throw new ApiError(HttpStatus.GONE, MAIL_LINK_MESSAGES.gone);
    const previous = readSessionCookie(request, this.config);
    const { token, landing } = await this.signIns.signInByLink(opening, previous, clientIp(request));
    if (token) setSessionCookie(response, this.config, token);
    else clearSessionCookie(response, this.config);
    clearMailLinkCookie(response, this.config);
    return { redirect: landing };
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Nicht wechseln: die Sitzung bleibt, der Link bleibt unbenutzt' })
  @ApiNoContentResponse({ description: 'Die Frage ist beantwortet' })
  cancel(@Res({ passthrough: true }) response: Response): void {
    clearMailLinkCookie(response, this.config);
  }

  @Post('renew')
  @HttpCode(202)
  @RateLimited('mail-link-renew', { emailFields: [] })
  @ApiOperation({
    summary: 'Neuen Anmeldelink an die Adresse des benutzten oder abgelaufenen Links senden',
    description: 'Die Adresse bleibt der Seite unbekannt; wie POST /api/auth/magic-link begrenzt pro Adresse.',
  })
  @ApiAcceptedResponse({ description: 'Der neue Link kommt per E-Mail', schema: apiSchemaRef(acceptedSchema) })
  @ApiGoneResponse({ schema: apiSchemaRef(apiErrorSchema), description: `'${MAIL_LINK_MESSAGES.unknown}'` })
  async renew(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AcceptedDto> {
    const sent = await this.magicLinks.renewMailLink(readMailLinkCookie(request, this.config));
    if (!sent) throw new ApiError(HttpStatus.GONE, MAIL_LINK_MESSAGES.unknown);
    clearMailLinkCookie(response, this.config);
    return { ok: true };
  }
}
