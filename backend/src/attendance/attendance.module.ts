import { Module } from '@nestjs/common';
import { AdminCertificatesController } from './admin-certificates.controller';
import { AdminCertificatesService } from './admin-certificates.service';
import { CertificatesModule } from '../certificates/certificates.module';
import { AdminParticipantsController } from './admin-participants.controller';
import { AttendanceRepository } from './attendance.repository';
import { AttendanceService } from './attendance.service';
import { DateStatesRepository } from '../courses/date-states.repository';

/** Running a course date in the dashboard: participant list, attendance, certificates. */
@Module({
  imports: [CertificatesModule],
  controllers: [AdminParticipantsController, AdminCertificatesController],
  providers: [AttendanceRepository, DateStatesRepository, AttendanceService, AdminCertificatesService],
})
export class AttendanceModule {}
