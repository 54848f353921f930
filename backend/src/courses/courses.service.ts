import { courseOfferedSql } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Course } from './course.entity';

@Injectable()
export class CoursesService {
  constructor(@InjectRepository(Course) private readonly courses: Repository<Course>) {}

  /**
   * Active courses that have not started yet (date + start time in Europe/Berlin), soonest first:
   * the same rule the checkout applies, so the list never offers a course the checkout refuses.
   */
  listUpcoming(): Promise<Course[]> {
    return (
      this.courses
        .createQueryBuilder('course')
        .where('course.status = :status', { status: 'active' })
        // Implied by the start-time condition; lets the planner use the date column.
        .andWhere(`course.date >= (now() AT TIME ZONE 'Europe/Berlin')::date`)
        .andWhere(courseOfferedSql('course', 'now()'))
        .orderBy('course.date', 'ASC')
        .addOrderBy('course.start_time', 'ASC')
        .getMany()
    );
  }
}
