import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { apiErrorSchema, apiSchemaRef } from '../core/http/api-schemas';
import { ApiLinkToken, LinkToken } from '../core/http/link-token.decorator';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { JoinWaitlistResultDto, joinWaitlistResultSchema, joinWaitlistSchema } from './dto/join-waitlist.dto';
import {
  WaitlistOfferDto,
  waitlistOfferSchema,
  WaitlistUnsubscribeResultDto,
  waitlistUnsubscribeResultSchema,
} from './dto/waitlist-links.dto';
import { WaitlistOfferClaimsService } from './waitlist-offer-claims.service';
import { WaitlistService } from './waitlist.service';

@ApiTags('Warteliste')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly offers: WaitlistOfferClaimsService,
  ) {}

  @Post()
  @HttpCode(200)
  @RateLimited('waitlist')
  @ApiOperation({
    summary: 'join-waitlist und waitlist-subscribe: Eintragung in die Warteliste eines ausgebuchten Kurstermins',
    description:
      'Vergibt die nächste Position des Kurstermins und sendet die Bestätigungs-E-Mail mit persönlichem Abmelde-Link ' +
      '(/waitlist-unsubscribe?token=…). Steht die E-Mail-Adresse schon auf der Liste, kommt ihre Position mit alreadyOnWaitlist: true zurück, ohne neue E-Mail.',
  })
  @ApiZodBody(joinWaitlistSchema)
  @ApiZodOkResponse(joinWaitlistResultSchema)
  @ApiBadRequestResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description:
      "{ error: 'Ungültige Daten: ...', fields: { customerEmail: 'Ungültige E-Mail-Adresse', ... } }, oder der Termin ist vorbei bzw. nicht aktiv",
  })
  @ApiNotFoundResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Der gewählte Kurstermin wurde nicht gefunden.'",
  })
  @ApiConflictResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: 'Der Termin hat noch freie Plätze, oder über die Warteliste wurde bereits gebucht',
  })
  join(@Body() body: unknown): Promise<JoinWaitlistResultDto> {
    return this.waitlist.join(parseBody(joinWaitlistSchema, body));
  }

  @Get('unsubscribe')
  @RateLimited('waitlist-unsubscribe', { emailFields: [] })
  @ApiOperation({
    summary: 'waitlist-unsubscribe: Austragung per persönlichem Link (Seite /waitlist-unsubscribe)',
    description:
      'Nimmt auch den Token eines Platzangebots an. Die folgenden Positionen rücken auf; ein für den Eintrag reservierter Platz geht an die nächste Person.',
  })
  @ApiLinkToken()
  @ApiZodOkResponse(waitlistUnsubscribeResultSchema)
  @ApiBadRequestResponse({ schema: apiSchemaRef(apiErrorSchema), description: "'Ungültiger Abmelde-Link' ohne Token" })
  @ApiNotFoundResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Ungültiger Abmelde-Link' bei unbekanntem Token",
  })
  @ApiGoneResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: 'Der Link wurde bereits verwendet oder das Platzangebot ist abgelaufen',
  })
  @ApiConflictResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: 'Über die Warteliste wurde bereits gebucht',
  })
  unsubscribe(@LinkToken() token: string | undefined): Promise<WaitlistUnsubscribeResultDto> {
    return this.waitlist.unsubscribe(token);
  }

  // The token travels in the query string, which the request log leaves out.
  @Get('offer')
  @RateLimited('waitlist-offer', { emailFields: [] })
  @ApiOperation({
    summary: 'Zeigt ein Platzangebot aus der Warteliste (Link /online-seminare?angebot=…)',
    description:
      'Die Seite öffnet damit den Buchungsdialog für course mit customerEmail und bucht über POST /api/checkout mit waitlistOfferToken = Token. ' +
      'Der reservierte Platz wird dabei übernommen; gebucht werden kann nur mit der E-Mail-Adresse des Angebots.',
  })
  @ApiLinkToken('Token aus dem Buchungslink der Angebots-E-Mail (Parameter angebot)')
  @ApiZodOkResponse(waitlistOfferSchema)
  @ApiNotFoundResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Dieser Buchungslink ist ungültig oder abgelaufen.'",
  })
  @ApiGoneResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: 'Das Angebot ist abgelaufen oder wurde durch Austragung beendet',
  })
  @ApiConflictResponse({
    schema: apiSchemaRef(apiErrorSchema),
    description: "'Über dieses Platzangebot wurde bereits gebucht.'",
  })
  offer(@LinkToken() token: string | undefined): Promise<WaitlistOfferDto> {
    return this.offers.describe(token);
  }
}
