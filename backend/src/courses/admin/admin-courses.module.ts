import { Module } from '@nestjs/common';
import { BookingsModule } from '../../bookings/bookings.module';
import { WaitlistOffersModule } from '../../waitlist/waitlist-offers.module';
import { AdminCourseCancellationService } from './admin-course-cancellation.service';
import { AdminCourseDeletionService } from './admin-course-deletion.service';
import { AdminCourseUpdateService } from './admin-course-update.service';
import { AdminCoursesController } from './admin-courses.controller';
import { AdminCoursesRepository } from './admin-courses.repository';
import { AdminCoursesService } from './admin-courses.service';
import { CourseBookingsRepository } from './course-bookings.repository';

/** The admin courses tab (API side): list, create, edit, cancel, spots, duplicate, delete. */
@Module({
  imports: [BookingsModule, WaitlistOffersModule],
  controllers: [AdminCoursesController],
  providers: [
    AdminCoursesRepository,
    CourseBookingsRepository,
    AdminCoursesService,
    AdminCourseUpdateService,
    AdminCourseCancellationService,
    AdminCourseDeletionService,
  ],
})
export class AdminCoursesModule {}
