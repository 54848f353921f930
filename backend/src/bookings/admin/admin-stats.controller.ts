import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { parseFilter } from './admin-bookings.repository';
import { AdminStatsService } from './admin-stats.service';
import { adminStatsSchema } from './dto/admin-stats.dto';

@ApiTags('Admin')
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Dashboard-Zahlen für den aktuellen Filter, Wochenverlauf und Kursauslastung' })
  @ApiQuery({ name: 'filter', required: false, description: 'Derselbe Filter wie die Buchungsliste' })
  @ApiZodOkResponse(adminStatsSchema)
  get(@Query('filter') filter: unknown) {
    return this.stats.stats(parseFilter(filter));
  }
}
