import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { z } from 'zod';
import { actorOf } from '../../audit/admin-actor';
import { ApiZodBody, ApiZodCreatedResponse, ApiZodOkResponse } from '../../core/http/api-document';
import { ApiError } from '../../core/http/api-error';
import { parseBody } from '../../core/http/parse-body';
import type { ListPage } from '../../core/database/list-page';
import { AdminList, parseAdminList } from '../../core/http/admin-list';
import { AdminCourseDeletionService } from './admin-course-deletion.service';
import { COURSE_NOT_FOUND_MESSAGE } from '../course-messages';
import { AdminCourseUpdateService } from './admin-course-update.service';
import { COURSE_LIST } from './admin-courses.repository';
import { AdminCoursesService } from './admin-courses.service';
import {
  AdminCourseRow,
  adminCourseRowSchema,
  adminCourseUpdateResponseSchema,
  courseDeletedResponseSchema,
  createCourseSchema,
  duplicateCourseSchema,
  updateCourseSchema,
  updateSpotsSchema,
} from './dto/admin-course.dto';

/** react-admin's courses resource (ra-data-simple-rest) and the course actions; AdminAreaGuard admits admins only. */
@ApiTags('Admin')
@Controller('admin/courses')
export class AdminCoursesController {
  constructor(
    private readonly courses: AdminCoursesService,
    private readonly updates: AdminCourseUpdateService,
    private readonly deletion: AdminCourseDeletionService,
  ) {}

  @AdminList(COURSE_LIST, {
    summary: 'Kursliste mit Belegung: Suche, Filter, Sortierung, Seiten (Content-Range)',
    description: 'Gelöschte Kurse erscheinen nie. Standard-Sortierung: Datum aufsteigend.',
    filter: '{ q, status, type, upcoming, id: [] }',
    sort: '["date","ASC"]',
    row: adminCourseRowSchema,
  })
  list(@Query() query: Record<string, unknown>): Promise<ListPage<AdminCourseRow>> {
    return this.courses.list(parseAdminList(COURSE_LIST, query));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Ein Kurs mit Belegung' })
  @ApiZodOkResponse(adminCourseRowSchema)
  @ApiNotFoundResponse({ description: "'Kurs nicht gefunden.' (auch für gelöschte Kurse)" })
  one(@Param('id') id: string) {
    return this.courses.row(courseId(id));
  }

  @Post()
  @ApiOperation({
    summary: 'Neuen Kurs erstellen',
    description:
      "Preise in Cent. Standardwerte: startTime 08:30, endTime 16:00, currency EUR, maxParticipants 10, location 'Live Online Webinar', status active, type basis. Alle Plätze frei.",
  })
  @ApiZodBody(createCourseSchema)
  @ApiZodCreatedResponse(adminCourseRowSchema)
  @ApiBadRequestResponse({ description: 'Ungültige Felder (fields: deutsche Meldung je Feld)' })
  create(@Body() body: unknown, @Req() request: Request) {
    return this.courses.create(parseBody(createCourseSchema, body), actorOf(request));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Kurs bearbeiten (auch absagen)',
    description:
      'Eine neue maxParticipants verschiebt available_spots um die Differenz; zusätzliche Plätze gehen zuerst an die Warteliste. ' +
      'Unter confirmed_count + held_count: 409. status cancelled: Warteliste wird geleert, offene Zahlungen beendet, ' +
      'jede bestätigte Buchung voll erstattet und storniert (mit Stornomail); das Ergebnis steht in cancellation.',
  })
  @ApiZodBody(updateCourseSchema)
  @ApiZodOkResponse(adminCourseUpdateResponseSchema)
  @ApiBadRequestResponse({ description: 'Ungültige Felder (fields: deutsche Meldung je Feld)' })
  @ApiConflictResponse({
    description: "'Aktualisierung fehlgeschlagen: Die maximale Teilnehmerzahl kann nicht unter … gesenkt werden …'",
  })
  update(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = courseId(id);
    return this.updates.update(valid, parseBody(updateCourseSchema, body), actorOf(request));
  }

  @Patch(':id/spots')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Freie Plätze setzen (Eingabe in der Liste)',
    description:
      'availableSpots sind die freien, buchbaren Plätze: 0 bis max_participants - confirmed_count - held_count (sonst 400 mit dem erlaubten Bereich). ' +
      'max_participants bleibt: weniger freie Plätze halten Plätze zurück (withheld_spots), mehr geben sie wieder frei. ' +
      'Freigegebene Plätze gehen zuerst als Angebot an die Warteliste; available_spots steigt nur um den Rest.',
  })
  @ApiZodBody(updateSpotsSchema)
  @ApiZodOkResponse(adminCourseRowSchema)
  @ApiBadRequestResponse({ description: "'Die freien Plätze müssen eine ganze Zahl von 0 bis … sein.'" })
  updateSpots(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    return this.courses.updateSpots(courseId(id), body, actorOf(request));
  }

  @Post(':id/duplicate')
  @ApiOperation({
    summary: 'Kurs duplizieren',
    description: 'Kopie am neuen Datum (nicht in der Vergangenheit), alle Plätze frei, Status aktiv.',
  })
  @ApiZodBody(duplicateCourseSchema)
  @ApiZodCreatedResponse(adminCourseRowSchema)
  @ApiBadRequestResponse({ description: 'Ungültiges oder vergangenes Datum' })
  duplicate(@Param('id') id: string, @Body() body: unknown, @Req() request: Request) {
    const valid = courseId(id);
    return this.courses.duplicate(valid, parseBody(duplicateCourseSchema, body).date, actorOf(request));
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Kurs löschen (nur ohne bestätigte Buchungen)',
    description:
      'Offene Zahlungen werden beendet, die Warteliste geleert. Verweisen stornierte oder fehlgeschlagene Buchungen auf den Kurs, wird er nur ausgeblendet (für die Buchhaltung).',
  })
  @ApiZodOkResponse(courseDeletedResponseSchema)
  @ApiConflictResponse({ description: "'Löschen fehlgeschlagen: Der Kurs hat bestätigte Buchungen. …'" })
  async remove(@Param('id') id: string, @Req() request: Request) {
    const valid = courseId(id);
    const { keptForAccounting } = await this.deletion.delete(valid, actorOf(request));
    return { id: valid, deleted: true as const, kept_for_accounting: keptForAccounting };
  }
}

function courseId(id: string): string {
  if (!z.uuid().safeParse(id).success) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  return id;
}
