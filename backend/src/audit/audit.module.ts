import { Global, Module } from '@nestjs/common';
import { AdminAuditLogController } from './admin-audit-log.controller';
import { AdminAuditLogService } from './admin-audit-log.service';
import { AuditLogService } from './audit-log.service';

@Global()
@Module({
  controllers: [AdminAuditLogController],
  providers: [AuditLogService, AdminAuditLogService],
  exports: [AuditLogService],
})
export class AuditModule {}
