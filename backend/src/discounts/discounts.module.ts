import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingHistoryRepository } from '../bookings/booking-history.repository';
import { DiscountsController } from './discounts.controller';
import { DiscountsService } from './discounts.service';
import { DiscountCode } from './discount-code.entity';
import { DiscountUsage } from './discount-usage.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DiscountCode, DiscountUsage])],
  controllers: [DiscountsController],
  providers: [DiscountsService, BookingHistoryRepository],
  exports: [DiscountsService],
})
export class DiscountsModule {}
