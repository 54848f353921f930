import { Body, Controller, Get, Header, Param, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { actorOf } from '../audit/admin-actor';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { COURSE_NOT_FOUND_MESSAGE } from '../courses/course-messages';
import { AttendanceService } from './attendance.service';
import { participantListSchema, recordAttendanceResponseSchema, recordAttendanceSchema } from './dto/participants.dto';
import { participantsCsv, participantsFileName } from './participants-csv';
import { participantsPrintHtml } from './participants-print';

/** A course date's participants ('Teilnehmer') and their attendance ('Anwesenheit'); admins only (AdminAreaGuard). */
@ApiTags('Admin')
@Controller('admin/courses/:id')
export class AdminParticipantsController {
  constructor(private readonly attendance: AttendanceService) {}

  @Get('participants')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Teilnehmerliste eines Termins: bestätigte Buchungen mit Anwesenheit und Zertifikat' })
  @ApiZodOkResponse(participantListSchema)
  @ApiNotFoundResponse({ description: "'Kurs nicht gefunden.'" })
  list(@Param('id') id: string) {
    return this.attendance.participantList(courseId(id));
  }

  @Get('participants.csv')
  @ApiOperation({ summary: 'Teilnehmerliste als CSV für Excel (UTF-8 mit BOM, Semikolon, Dezimalkomma)' })
  @ApiOkResponse({ description: 'CSV-Datei', content: { 'text/csv': { schema: { type: 'string' } } } })
  async csv(@Param('id') id: string, @Res() response: Response) {
    const list = await this.attendance.participantList(courseId(id));
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="${participantsFileName(list)}"`);
    response.setHeader('Cache-Control', 'no-store');
    response.send(participantsCsv(list));
  }

  @Get('participants/print')
  @ApiOperation({ summary: 'Druckansicht der Teilnehmerliste (A4, 20 Personen je Seite)' })
  @ApiOkResponse({ description: 'HTML-Seite', content: { 'text/html': { schema: { type: 'string' } } } })
  async print(@Param('id') id: string, @Res() response: Response) {
    const list = await this.attendance.participantList(courseId(id));
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('X-Robots-Tag', 'noindex');
    response.send(participantsPrintHtml(list));
  }

  @Put('attendance')
  @ApiOperation({
    summary: 'Anwesenheit erfassen (ab Kursbeginn)',
    description:
      'Jede Änderung wird im Audit-Log vermerkt. Wer anwesend ist und noch kein Zertifikat hat, erhält es per E-Mail. ' +
      'Abwesend ändert nichts an Zahlung oder Erstattung (Nichterscheinen nach AGB).',
  })
  @ApiZodBody(recordAttendanceSchema)
  @ApiZodOkResponse(recordAttendanceResponseSchema)
  @ApiBadRequestResponse({ description: 'Ungültige Einträge' })
  @ApiConflictResponse({ description: "'Die Anwesenheit kann erst ab Kursbeginn erfasst werden. …'" })
  @ApiNotFoundResponse({ description: 'Kurs oder Teilnehmer nicht gefunden' })
  record(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = courseId(id);
    return this.attendance.record(valid, parseBody(recordAttendanceSchema, body), actorOf(request));
  }
}

function courseId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  return id;
}
