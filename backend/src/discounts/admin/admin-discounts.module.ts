import { Module } from '@nestjs/common';
import { AdminDiscountCodesController, AdminDiscountUsagesController } from './admin-discount-codes.controller';
import { AdminDiscountCodesService } from './admin-discount-codes.service';
import { AdminDiscountCodesRepository } from './admin-discount-codes.repository';

/** The admin discount codes tab (API side): codes, their uses and resetting a use. */
@Module({
  controllers: [AdminDiscountCodesController, AdminDiscountUsagesController],
  providers: [AdminDiscountCodesService, AdminDiscountCodesRepository],
})
export class AdminDiscountsModule {}
