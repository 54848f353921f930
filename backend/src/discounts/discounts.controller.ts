import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodOkResponse } from '../core/http/api-document';
import { ApiError } from '../core/http/api-error';
import { parseBody } from '../core/http/parse-body';
import { RateLimited } from '../core/http/rate-limit.guard';
import { CoursePricesRepository } from './course-prices.repository';
import { DiscountsService } from './discounts.service';
import { DiscountValidationDto, discountValidationSchema, validateDiscountSchema } from './dto/validate-discount.dto';

@ApiTags('Discount-Codes')
@Controller('discounts')
export class DiscountsController {
  constructor(
    private readonly discounts: DiscountsService,
    private readonly prices: CoursePricesRepository,
  ) {}

  @Post('validate')
  @HttpCode(200)
  @RateLimited('discount-validate')
  @ApiOperation({ summary: 'validate-discount-code: prüft einen Code für E-Mail-Adresse und Preis (Cent)' })
  @ApiZodBody(validateDiscountSchema)
  @ApiZodOkResponse(discountValidationSchema, {
    description: 'Auch ungültige Codes antworten 200 mit valid=false und deutscher Meldung',
  })
  @ApiBadRequestResponse({ description: "{ error, fields } z.B. 'Bitte geben Sie zuerst Ihre E-Mail-Adresse ein'" })
  @ApiNotFoundResponse({ description: 'Kurstermin nicht gefunden' })
  async validate(@Body() body: unknown): Promise<DiscountValidationDto> {
    const request = parseBody(
      validateDiscountSchema,
      body,
      (raw): Record<string, string> =>
        raw.courseId === undefined && raw.coursePrice === undefined ? { coursePrice: 'Ungültiger Preis' } : {},
      { message: firstFieldMessage },
    );
    const price = request.courseId ? await this.coursePrice(request.courseId) : request.coursePrice!;
    const result = await this.discounts.evaluate(request.discountCode, request.customerEmail, price);
    if (!result.valid)
      return {
        valid: false,
        discountAmount: 0,
        finalPrice: price,
        discountPercentage: 0,
        discountType: null,
        error: result.error,
      };
    const { discountAmount, finalPrice, discountPercentage } = result.price;
    return {
      valid: true,
      discountAmount,
      finalPrice,
      discountPercentage,
      discountType: result.discountType,
      error: null,
    };
  }

  private async coursePrice(courseId: string): Promise<number> {
    const price = await this.prices.grossPrice(courseId);
    if (price === null) throw ApiError.notFound('Der gewählte Kurstermin wurde nicht gefunden.');
    return price;
  }
}

/** The discount box shows one line, so the answer carries the most important field's message. */
function firstFieldMessage(fields: Record<string, string>): string {
  return fields.customerEmail ?? fields.discountCode ?? Object.values(fields)[0];
}
