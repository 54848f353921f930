import { COURSES_CHANGED_EVENT, HEARTBEAT_EVENT } from '@mpb/domain';
import { Controller, Get, MessageEvent, Req, Res, Sse, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { interval, map, merge, Observable } from 'rxjs';
import { ApiZodOkResponse } from '../core/http/api-document';
import { sendPreparedBody } from '../core/http/prepared-body';
import { CourseCatalog } from './course-catalog.service';
import { CourseChangesService } from './course-changes.service';
import { courseSchema } from './dto/course.dto';
import { StreamSlotsGuard } from './stream-slots.guard';

const HEARTBEAT_MS = 25_000;

@ApiTags('Kurse')
@Controller('courses')
export class CoursesController {
  constructor(
    private readonly catalog: CourseCatalog,
    private readonly changes: CourseChangesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Aktive Kurstermine, die noch nicht begonnen haben (Europe/Berlin), nach Beginn sortiert' })
  @ApiZodOkResponse([courseSchema])
  async list(@Req() request: Request, @Res() response: Response): Promise<void> {
    sendPreparedBody(request, response, (await this.catalog.current()).body);
  }

  @Sse('stream')
  @UseGuards(StreamSlotsGuard)
  @ApiTooManyRequestsResponse({
    description: 'Zu viele offene Live-Aktualisierungen von dieser IP-Adresse (MAX_STREAMS_PER_IP)',
  })
  @ApiOperation({ summary: `Server-sent events: '${COURSES_CHANGED_EVENT}' bei jeder Kursänderung` })
  @ApiOkResponse({
    description: `Ereignisse '${COURSES_CHANGED_EVENT}' (data: { at }) und alle 25 Sekunden '${HEARTBEAT_EVENT}'`,
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  stream(): Observable<MessageEvent> {
    return merge(
      this.changes.stream.pipe(
        map((): MessageEvent => ({ type: COURSES_CHANGED_EVENT, data: { at: new Date().toISOString() } })),
      ),
      interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: HEARTBEAT_EVENT, data: {} }))),
    );
  }
}
