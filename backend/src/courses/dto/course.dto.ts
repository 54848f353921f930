import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { COURSE_STATUSES, COURSE_TYPES, CourseStatus, CourseType } from '../course.entity';

export class CourseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Medizinprodukteberater Basiszertifizierung' }) title: string;
  @ApiPropertyOptional({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: '2026-12-15', description: 'Kurstag (Europe/Berlin)' }) date: string;
  @ApiProperty({ example: '08:30:00' }) start_time: string;
  @ApiProperty({ example: '16:00:00' }) end_time: string;
  @ApiProperty({ description: 'Cent', example: 39900 }) net_price: number;
  @ApiProperty({ description: 'Cent', example: 47481 }) gross_price: number;
  @ApiProperty({ description: 'Cent', example: 49900 }) price: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ example: 10 }) max_participants: number;
  @ApiProperty({ example: 4 }) available_spots: number;
  @ApiProperty({ enum: COURSE_TYPES }) type: CourseType;
  @ApiProperty({ example: 'Live Online Webinar' }) location: string;
  @ApiProperty({ enum: COURSE_STATUSES }) status: CourseStatus;
}
