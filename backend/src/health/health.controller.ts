import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { ApiZodOkResponse } from '../core/http/api-document';
import { apiSchemaRef } from '../core/http/api-schemas';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { DatabaseProbe } from './database-probe.service';
import { healthSchema, livenessSchema, readinessSchema } from './dto/health.dto';
import { NOT_READY_RETRY_AFTER_SECONDS, withinTimeout } from './probe';

@ApiTags('Betrieb')
@Controller('health')
export class HealthController {
  constructor(
    private readonly database: DatabaseProbe,
    @Inject(QueueRegistry) private readonly queues: QueueRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Gesamtstatus mit Datenbank- und Redis-Status (503, wenn einer fehlt)',
    description:
      'Für Menschen und bestehende Überwachung. Nicht als Liveness-Probe verwenden (ein Redis-Ausfall würde die API neu starten lassen) ' +
      'und nicht als Readiness-Probe (dafür /api/health/ready).',
  })
  @ApiZodOkResponse(healthSchema)
  @ApiServiceUnavailableResponse({
    schema: apiSchemaRef(healthSchema),
    description: "Datenbank oder Redis nicht erreichbar (status 'error')",
  })
  async check(@Res() response: Response) {
    const [database, redis] = await this.probeAll();
    const healthy = database === 'up' && redis === 'up';
    response
      .status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status: healthy ? 'ok' : 'error', database, redis });
  }

  @Get('live')
  @ApiOperation({
    summary: 'Liveness: der Prozess läuft (prüft keine Abhängigkeiten)',
    description:
      'Für die Liveness-Probe: antwortet 200, solange der Prozess Anfragen annimmt, auch wenn Datenbank oder Redis fehlen.',
  })
  @ApiZodOkResponse(livenessSchema)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: Datenbank erreichbar (503, wenn nicht); Redis nur als Hinweis',
    description:
      'Für Load Balancer und Readiness-Probe. Prüft die Datenbank über eine eigene kurzlebige Verbindung, nicht über den ' +
      'gemeinsamen Pool: eine ausgelastete Instanz bleibt bereit. Fehlt Redis, lautet der Status "degraded" bei 200, ' +
      'denn Buchungen laufen weiter und Ereignisse warten in der Outbox. Das Datenbank-Ergebnis gilt eine Sekunde lang.',
  })
  @ApiZodOkResponse(readinessSchema)
  @ApiServiceUnavailableResponse({
    schema: apiSchemaRef(readinessSchema),
    description: "Datenbank nicht erreichbar (status 'error')",
    headers: {
      'Retry-After': { description: 'Sekunden bis zur nächsten Abfrage', schema: { type: 'integer' } },
    },
  })
  async ready(@Res() response: Response) {
    const [database, redis] = await this.probeAll();
    const status = database === 'down' ? 'error' : redis === 'down' ? 'degraded' : 'ok';
    if (database === 'down') response.setHeader('Retry-After', String(NOT_READY_RETRY_AFTER_SECONDS));
    response
      .status(database === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
      .json({ status, database, redis });
  }

  private probeAll() {
    return Promise.all([
      this.database.check(),
      withinTimeout(() => this.queues.ping(), this.config.healthCheckTimeoutMs),
    ]);
  }
}
