import { Module } from '@nestjs/common';
import { SeatInventoryService } from './seat-inventory.service';
import { SeatRepository } from './seat.repository';

@Module({
  providers: [SeatInventoryService, SeatRepository],
  exports: [SeatInventoryService],
})
export class SeatsModule {}
