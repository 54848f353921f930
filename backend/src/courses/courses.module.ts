import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Course } from './course.entity';
import { CourseRepository } from './course.repository';
import { CourseCatalog } from './course-catalog.service';
import { CourseChangesService } from './course-changes.service';
import { CoursesController } from './courses.controller';
import { CoursePages } from './pages/course-pages.service';
import { StreamSlotsGuard } from './stream-slots.guard';

@Module({
  imports: [TypeOrmModule.forFeature([Course])],
  controllers: [CoursesController],
  providers: [CourseRepository, CourseChangesService, CourseCatalog, CoursePages, StreamSlotsGuard],
  exports: [CourseRepository, CoursePages, TypeOrmModule],
})
export class CoursesModule {}
