import { Module } from '@nestjs/common';
import { AdminCertificatesController } from '../certificates/admin-certificates.controller';
import { AdminCertificatesService } from '../certificates/admin-certificates.service';
import { CertificatesModule } from '../certificates/certificates.module';
import { AdminParticipantsController } from './admin-participants.controller';
import { AttendanceService } from './attendance.service';

/** Running a course date in the dashboard: participant list, attendance, certificates. */
@Module({
  imports: [CertificatesModule],
  controllers: [AdminParticipantsController, AdminCertificatesController],
  providers: [AttendanceService, AdminCertificatesService],
})
export class AttendanceModule {}
