import { Controller, Delete, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodOkResponse } from '../../core/http/api-document';
import { ApiError } from '../../core/http/api-error';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { AdminWaitlistExportService, NO_DATA_MESSAGE } from './admin-waitlist-export.service';
import { AdminWaitlistsRepository, WAITLIST_LIST } from './admin-waitlists.repository';
import { AdminWaitlistsService, ENTRY_NOT_FOUND_MESSAGE } from './admin-waitlists.service';
import {
  AdminWaitlistEntry,
  adminWaitlistEntrySchema,
  waitlistCoursesSchema,
  waitlistEntryRemovedSchema,
} from './dto/admin-waitlist.dto';

/** react-admin's waitlist-entries resource (ra-data-simple-rest), the sold-out courses and the CSV; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/waitlist-entries')
export class AdminWaitlistsController {
  constructor(
    private readonly waitlists: AdminWaitlistsService,
    private readonly entries: AdminWaitlistsRepository,
    private readonly exports: AdminWaitlistExportService,
  ) {}

  @AdminList(WAITLIST_LIST, {
    summary: 'Wartelisten-Einträge in der Warteschlange: Suche, Kursfilter, Sortierung, Seiten (Content-Range)',
    description: 'Standard-Sortierung: Position aufsteigend.',
    filter: '{ courseId, q }',
    sort: '["position","ASC"]',
    row: adminWaitlistEntrySchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminWaitlistEntry>> {
    return this.entries.list(parseAdminList(WAITLIST_LIST, query));
  }

  @Get('courses')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Ausgebuchte Kurse mit Warteliste (nach Datum, mit Anzahl) und die Kennzahlen des Tabs' })
  @ApiZodOkResponse(waitlistCoursesSchema)
  courses() {
    return this.waitlists.courses();
  }

  @Get('export.csv')
  @ApiOperation({
    summary:
      'CSV der Warteliste eines Kurses (UTF-8 mit BOM, Semikolon): Position, Name, E-Mail, Telefon, Anmeldedatum',
  })
  @ApiQuery({ name: 'courseId', required: true })
  @ApiOkResponse({ description: 'CSV-Datei', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiNotFoundResponse({ description: `'${NO_DATA_MESSAGE}': der Kurs hat keine Einträge` })
  async exportCsv(@Query('courseId') courseId: unknown, @Res() response: Response): Promise<void> {
    if (!z.uuid().safeParse(courseId).success) throw ApiError.notFound(NO_DATA_MESSAGE);
    const { fileName, rows } = await this.exports.rows(courseId as string);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'no-store');
    await this.exports.write(rows, response);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Eintrag entfernen',
    description: 'Die Positionen dahinter rücken auf; ein gehaltener Platz geht an den Nächsten auf der Warteliste.',
  })
  @ApiZodOkResponse(waitlistEntryRemovedSchema)
  @ApiNotFoundResponse({ description: `'${ENTRY_NOT_FOUND_MESSAGE}'` })
  async remove(@Param('id') id: string, @Req() request: Request) {
    if (!z.uuid().safeParse(id).success) throw ApiError.notFound(ENTRY_NOT_FOUND_MESSAGE);
    const { offerPassedOn } = await this.waitlists.remove(id, actorOf(request));
    return { id, deleted: true as const, offer_passed_on: offerPassedOn };
  }
}
