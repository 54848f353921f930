import { Controller, Get, MessageEvent, Sse } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { interval, map, merge, Observable } from 'rxjs';
import { ApiZodOkResponse } from '../core/http/api-document';
import { CourseChangesService } from './course-changes.service';
import { CourseDto, courseSchema } from './dto/course.dto';
import { CoursesService } from './courses.service';

const HEARTBEAT_MS = 25_000;

@ApiTags('Kurse')
@Controller('courses')
export class CoursesController {
  constructor(
    private readonly courses: CoursesService,
    private readonly changes: CourseChangesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Aktive Kurstermine, die noch nicht begonnen haben (Europe/Berlin), nach Beginn sortiert' })
  @ApiZodOkResponse([courseSchema])
  list(): Promise<CourseDto[]> {
    return this.courses.listUpcoming();
  }

  @Sse('stream')
  @ApiOperation({ summary: "Server-sent events: 'courses-changed' bei jeder Kursänderung" })
  @ApiOkResponse({
    description: "Ereignisse 'courses-changed' (data: { at }) und alle 25 Sekunden 'heartbeat'",
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  stream(): Observable<MessageEvent> {
    return merge(
      this.changes.stream.pipe(map((): MessageEvent => ({ type: 'courses-changed', data: { at: new Date().toISOString() } }))),
      interval(HEARTBEAT_MS).pipe(map((): MessageEvent => ({ type: 'heartbeat', data: {} }))),
    );
  }
}
