import { Module } from '@nestjs/common';
import { CONSENT_RECORD_STORES, ConsentRecordStore } from './consent-records';
import { ConsentController } from './consent.controller';
import { ConsentService } from './consent.service';

@Module({
  controllers: [ConsentController],
  // Add a ConsentRecordStore here once the site keeps any consent-based data.
  providers: [ConsentService, { provide: CONSENT_RECORD_STORES, useValue: [] satisfies ConsentRecordStore[] }],
})
export class ConsentModule {}
