import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AuditLogService } from './audit-log.service';
import { AuditLogEntry } from './audit-log.entity';
import { AuditLogRepository } from './audit-log.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntry])],
  controllers: [AdminAuditLogController],
  providers: [AuditLogService, AuditLogRepository, AdminAuditLogService],
  exports: [AuditLogService],
})
export class AuditModule {}
