import { Module } from '@nestjs/common';
import { BookingsModule } from '../../bookings/bookings.module';
import { WaitlistOffersModule } from '../../waitlist/waitlist-offers.module';
import { AdminCourseCancellationService } from './admin-course-cancellation.service';
import { AdminCourseDeletionService } from './admin-course-deletion.service';
import { AdminCourseUpdateService } from './admin-course-update.service';
import { AdminCoursesController } from './admin-courses.controller';
import { AdminCoursesService } from './admin-courses.service';

/** The admin courses tab (API side): list, create, edit, cancel, spots, duplicate, delete. */
@Module({
  imports: [BookingsModule, WaitlistOffersModule],
  controllers: [AdminCoursesController],
  providers: [
    AdminCoursesService,
    AdminCourseUpdateService,
    AdminCourseCancellationService,
    AdminCourseDeletionService,
  ],
})
export class AdminCoursesModule {}
