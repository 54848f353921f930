import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingHistoryRepository } from '../bookings/booking-history.repository';
import { CoursePricesRepository } from './course-prices.repository';
import { DiscountsController } from './discounts.controller';
import { DiscountsService } from './discounts.service';
import { DiscountCode } from './discount-code.entity';
import { DiscountCodeRepository } from './discount-code.repository';
import { DiscountUsage } from './discount-usage.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DiscountCode, DiscountUsage])],
  controllers: [DiscountsController],
  providers: [DiscountsService, DiscountCodeRepository, BookingHistoryRepository, CoursePricesRepository],
  exports: [DiscountsService],
})
export class DiscountsModule {}
