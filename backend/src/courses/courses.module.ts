import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from './course.entity';
import { CourseCatalog } from './course-catalog.service';
import { CourseChangesService } from './course-changes.service';
import { CoursesController } from './courses.controller';
import { CoursesService } from './courses.service';
import { CoursePages } from './pages/course-pages.service';
import { StreamSlotsGuard } from './stream-slots.guard';

@Module({
  imports: [TypeOrmModule.forFeature([Course])],
  controllers: [CoursesController],
  providers: [CoursesService, CourseChangesService, CourseCatalog, CoursePages, StreamSlotsGuard],
  exports: [CoursesService, CoursePages, TypeOrmModule],
})
export class CoursesModule {}
