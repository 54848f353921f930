import { courseOfferedSql } from '@mpb/domain';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { poolIsBusy } from '../core/database/pool-pressure';
import { Course } from './course.entity';

/** The courses as the public site lists them. */
@Injectable()
export class CourseRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Active courses that have not started yet (date + start time in Europe/Berlin), soonest first:
   * the same rule the checkout applies, so the list never offers a course the checkout refuses.
   */
  listUpcoming(): Promise<Course[]> {
    return (
      this.dataSource
        .getRepository(Course)
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

  /** True when a read now would queue for a connection (DECISIONS 28). */
  poolIsBusy(): boolean {
    return poolIsBusy(this.dataSource);
  }
}
