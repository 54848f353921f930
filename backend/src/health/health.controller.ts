import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { ApiZodOkResponse } from '../core/http/api-document';
import { apiSchemaRef } from '../core/http/api-schemas';
import { QueueRegistry } from '../core/queue/queue-registry.service';
import { healthSchema } from './dto/health.dto';

const CHECK_TIMEOUT_MS = 2000;

@ApiTags('Betrieb')
@Controller('health')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(QueueRegistry) private readonly queues: QueueRegistry,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Lebenszeichen mit Datenbank- und Redis-Status (503, wenn einer fehlt)' })
  @ApiZodOkResponse(healthSchema)
  @ApiServiceUnavailableResponse({ schema: apiSchemaRef(healthSchema), description: "Datenbank oder Redis nicht erreichbar (status 'error')" })
  async check(@Res() response: Response) {
    const [database, redis] = await Promise.all([
      probe(() => this.dataSource.query('SELECT 1')),
      probe(() => this.queues.ping()),
    ]);
    const healthy = database === 'up' && redis === 'up';
    response.status(healthy ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE).json({ status: healthy ? 'ok' : 'error', database, redis });
  }
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
