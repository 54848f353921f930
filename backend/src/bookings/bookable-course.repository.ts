import { Injectable } from '@nestjs/common';
import { courseOfferedSql } from '@mpb/domain';
import { DataSource } from 'typeorm';
import type { BookableCourse } from './checkout-quote';

/** A course as the checkout reads it, with whether it can still be booked. */
export interface CheckoutCourseRow extends BookableCourse {
  status: string;
  /** Not started yet (Europe/Berlin). */
  upcoming: boolean;
}

/** What the checkout reads of the courses table before it takes a seat. */
@Injectable()
export class BookableCourseRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findForCheckout(courseId: string): Promise<CheckoutCourseRow | null> {
    const [course]: CheckoutCourseRow[] = await this.dataSource.query(
      `SELECT id, title, to_char(date, 'YYYY-MM-DD') AS date, start_time::text AS start_time, end_time::text AS end_time,
              gross_price, currency, available_spots, status, ${courseOfferedSql('', 'now()')} AS upcoming
         FROM courses WHERE id = $1 AND deleted_at IS NULL`,
      [courseId],
    );
    return course ?? null;
  }
}
