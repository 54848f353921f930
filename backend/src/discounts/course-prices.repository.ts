import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Course } from '../courses/course.entity';

/** The price a discount is checked against, read from the course. */
@Injectable()
export class CoursePricesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The course's gross price in cents; null for an unknown course. */
  async grossPrice(courseId: string): Promise<number | null> {
    const course = await this.dataSource.manager.findOne(Course, {
      where: { id: courseId },
      select: { id: true, gross_price: true },
    });
    return course ? course.gross_price : null;
  }
}
