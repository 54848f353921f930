import { isBillingCountry } from '@mpb/domain';
import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiOperation, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { BookingsRepository } from '../bookings/bookings.repository';
import { ApiZodOkResponse } from '../core/http/api-document';
import { MyBillingDetailsDto, myBillingDetailsSchema } from './dto/my-billing-details.dto';
import { signedInEmail } from './owned-booking';

const NONE: MyBillingDetailsDto = { billingAddress: null, company: null, vatId: null, leitwegId: null };

/** The signed-in buyer's billing details, kept for their next booking (DECISIONS 32). */
@ApiTags('Meine Buchungen')
@Controller('me/billing-address')
export class MyBillingDetailsController {
  constructor(private readonly bookings: BookingsRepository) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Rechnungsadresse der letzten bestätigten Buchung, die die angemeldete Adresse selbst bezahlt hat',
  })
  @ApiZodOkResponse(myBillingDetailsSchema)
  @ApiUnauthorizedResponse({ description: "'Bitte melden Sie sich an.'" })
  async latest(@Req() request: Request): Promise<MyBillingDetailsDto> {
    const row = await this.bookings.findLatestBillingOf(signedInEmail(request));
    if (!row || !isBillingCountry(row.billing_country)) return NONE;
    return {
      billingAddress: {
        street: row.billing_street,
        postalCode: row.billing_postal_code,
        city: row.billing_city,
        country: row.billing_country,
      },
      company: row.customer_company,
      vatId: row.billing_vat_id,
      leitwegId: row.leitweg_id,
    };
  }
}
