import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { apiErrorSchema, apiSchemaRef } from '../core/http/api-schemas';
import { ApiLinkToken, LinkToken } from '../core/http/link-token.decorator';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import {
  NewsletterMessageDto,
  newsletterMessageSchema,
  newsletterSignupExtraChecks,
  NewsletterSignupResultDto,
  newsletterSignupResultSchema,
  newsletterSignupSchema,
} from './dto/newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('Newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(200)
  @RateLimited('newsletter')
  @ApiOperation({
    summary: 'newsletter-subscribe: Anmeldung mit Double-Opt-in',
    description:
      'Legt eine unbestätigte Anmeldung an (oder erneuert sie, auch nach einer Abmeldung) und sendet die Bestätigungs-E-Mail. ' +
      'Der Link darin führt auf die Seite /newsletter-bestaetigung?token=…, die GET /api/newsletter/confirm aufruft.',
  })
  @ApiZodBody(newsletterSignupSchema)
  @ApiZodOkResponse(newsletterSignupResultSchema)
  @ApiBadRequestResponse({ description: '{ error, fields } mit deutschen Meldungen je Feld' })
  subscribe(@Body() body: unknown): Promise<NewsletterSignupResultDto> {
    // The dialog shows the server's message in its error toast, so name the problem itself.
    const signup = parseBody(newsletterSignupSchema, body, newsletterSignupExtraChecks, {
      message: (fields) => Object.values(fields)[0],
    });
    return this.newsletter.subscribe(signup);
  }

  @Get('confirm')
  @ApiOperation({
    summary: 'Bestätigt eine Anmeldung (Double-Opt-in) und sendet die Willkommens-E-Mail',
    description: 'Erneuter Aufruf mit demselben Link antwortet ebenfalls mit { message }.',
  })
  @ApiLinkToken()
  @ApiZodOkResponse(newsletterMessageSchema)
  @ApiBadRequestResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Ungültiger Bestätigungslink' ohne Token",
  })
  @ApiNotFoundResponse({ schema: apiSchemaRef(apiErrorSchema), description: 'Unbekannter oder abgelaufener Link' })
  confirm(@LinkToken() token: string | undefined): Promise<NewsletterMessageDto> {
    return this.newsletter.confirm(token);
  }

  @Get('unsubscribe')
  @ApiOperation({ summary: 'newsletter-unsubscribe: Abmeldung per Link (Seite /newsletter-unsubscribe)' })
  @ApiLinkToken()
  @ApiZodOkResponse(newsletterMessageSchema, {
    description: "'Sie wurden erfolgreich vom Newsletter abgemeldet.' (auch bei erneutem Aufruf)",
  })
  @ApiBadRequestResponse({ schema: apiSchemaRef(apiErrorSchema), description: "'Ungültiger Abmelde-Link' ohne Token" })
  @ApiNotFoundResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Ungültiger Abmelde-Link' bei unbekanntem Token",
  })
  unsubscribe(@LinkToken() token: string | undefined): Promise<NewsletterMessageDto> {
    return this.newsletter.unsubscribe(token);
  }

  /** RFC 8058 one-click unsubscribe from the mail client (List-Unsubscribe-Post). */
  @Post('unsubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Ein-Klick-Abmeldung aus dem E-Mail-Programm (RFC 8058)' })
  @ApiLinkToken()
  @ApiZodOkResponse(newsletterMessageSchema)
  unsubscribeOneClick(@LinkToken() token: string | undefined): Promise<NewsletterMessageDto> {
    return this.newsletter.unsubscribe(token);
  }
}
