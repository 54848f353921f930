import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Logger } from 'pino';
import { ApiZodBody } from '../core/http/api-document';
import { RateLimited } from '../core/http/rate-limit.guard';
import { LOGGER } from '../core/logging/logging.module';
import { consentRevokeSchema } from './consent.dto';
import { ConsentService } from './consent.service';

@ApiTags('Einwilligung')
@Controller('consent')
export class ConsentController {
  constructor(
    private readonly consent: ConsentService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Post('revoke')
  @HttpCode(204)
  @RateLimited('consent-revoke', { emailFields: [] })
  @ApiOperation({
    summary: 'Cookie-Bereinigung: Analyse-Einwilligung widerrufen',
    description:
      "Body { action: 'revoke_consent', email: string | null }. Antwortet immer 204; die Website ignoriert Fehler.",
  })
  @ApiZodBody(consentRevokeSchema)
  @ApiNoContentResponse({ description: 'Immer, auch bei unbekannter Adresse oder ungewöhnlicher Eingabe' })
  async revoke(@Body() body: unknown): Promise<void> {
    const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    if (record.action !== 'revoke_consent') return;
    try {
      await this.consent.revoke(record.email);
    } catch (error) {
      // The site swallows failures of this call anyway; never answer it with a 5xx.
      this.logger.error({ err: error }, 'consent revocation failed');
    }
  }
}
