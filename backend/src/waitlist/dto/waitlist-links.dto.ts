import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CourseDto } from '../../courses/dto/course.dto';

export class WaitlistUnsubscribeResultDto {
  @ApiProperty({ example: 'Sie wurden erfolgreich aus der Warteliste ausgetragen.' }) message: string;
  @ApiProperty({ example: 'Medizinprodukteberater Basiszertifizierung am 15.12.2026', description: '<Kurstitel> am <dd.MM.yyyy>' })
  courseInfo: string;
}

export class WaitlistErrorDto {
  @ApiProperty({ example: 'Ungültiger Abmelde-Link' }) error: string;
}

/** What the webinar page needs to open the booking dialog for a waitlist offer. */
export class WaitlistOfferDto {
  @ApiProperty({ format: 'uuid' }) courseId: string;
  @ApiProperty({ type: CourseDto, description: 'Der Kurstermin (available_spots zählt den reservierten Platz nicht mit)' }) course: CourseDto;
  @ApiProperty({ example: 'laura.hoffmann@example.de', description: 'Nur mit dieser E-Mail-Adresse kann über das Angebot gebucht werden' })
  customerEmail: string;
  @ApiPropertyOptional({ nullable: true, type: String }) customerName: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) customerPhone: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) customerCompany: string | null;
  @ApiProperty({ example: '2026-12-02T13:30:00.000Z', description: 'Bis dahin ist der Platz reserviert (24 Stunden nach dem Angebot)' })
  expiresAt: string;
}
