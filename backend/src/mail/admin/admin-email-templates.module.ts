import { Module } from '@nestjs/common';
import { MailModule } from '../mail.module';
import { AdminEmailTemplatesController } from './admin-email-templates.controller';
import { AdminEmailTemplatesRepository } from './admin-email-templates.repository';
import { AdminEmailTemplatesService } from './admin-email-templates.service';

/** The admin e-mail templates tab (API side): templates, one default per type, preview and test send. */
@Module({
  imports: [MailModule],
  controllers: [AdminEmailTemplatesController],
  providers: [AdminEmailTemplatesRepository, AdminEmailTemplatesService],
})
export class AdminEmailTemplatesModule {}
