import { Module } from '@nestjs/common';
import { SeatInventoryService } from './seat-inventory.service';

@Module({
  providers: [SeatInventoryService],
  exports: [SeatInventoryService],
})
export class SeatsModule {}
