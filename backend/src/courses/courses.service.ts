import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Course } from './course.entity';

@Injectable()
export class CoursesService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  /** Active courses dated today or later in Europe/Berlin, soonest first. */
  listUpcoming(): Promise<Course[]> {
    return this.courses
      .createQueryBuilder('course')
      .where('course.status = :status', { status: 'active' })
      .andWhere(`course.date >= (now() AT TIME ZONE 'Europe/Berlin')::date`)
      .orderBy('course.date', 'ASC')
      .addOrderBy('course.start_time', 'ASC')
      .getMany();
  }
}
