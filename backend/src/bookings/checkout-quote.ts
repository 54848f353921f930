import { HttpStatus } from '@nestjs/common';
import { formatShortDate, formatTimeRange } from '@mpb/domain';
import { ApiError } from '../core/http/api-error';
import { DiscountsService } from '../discounts/discounts.service';
import type { CheckoutCourseRow } from './bookable-course.repository';
import { CheckoutRequest } from './dto/checkout-request.dto';

const COURSE_NOT_FOUND_MESSAGE = 'Der gewählte Kurstermin wurde nicht gefunden.';
const COURSE_NOT_BOOKABLE_MESSAGE =
  'Dieser Kurstermin kann nicht mehr gebucht werden. Bitte wählen Sie einen anderen Termin.';
const PRICE_CHANGED_MESSAGE =
  'Der Preis hat sich geändert. Bitte laden Sie die Seite neu und prüfen Sie den aktuellen Preis.';

export interface BookableCourse {
  id: string;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
  gross_price: number;
  currency: string;
  /** As read before the transaction; only a hint; the conditional update decides. */
  available_spots: number;
}

export interface CheckoutQuote {
  originalAmount: number;
  discountAmount: number;
  amount: number;
  discount: { codeId: string; code: string } | null;
}

/** An active course that has not started yet (Europe/Berlin); 404 or 409 otherwise. */
export function requireBookable(course: CheckoutCourseRow | null): BookableCourse {
  if (!course) throw ApiError.notFound(COURSE_NOT_FOUND_MESSAGE);
  if (course.status !== 'active' || !course.upcoming)
    throw new ApiError(HttpStatus.CONFLICT, COURSE_NOT_BOOKABLE_MESSAGE);
  return course;
}

/**
 * The price of a seat is the course's gross price minus the code's discount, computed here; what
 * the visitor saw for all `seats` (selectedPrice, and originalAmount/discountAmount when sent) must
 * agree with it. The quote is per seat.
 */
export async function quoteCheckout(
  discounts: DiscountsService,
  course: BookableCourse,
  request: CheckoutRequest,
  seats: number,
): Promise<CheckoutQuote> {
  const originalAmount = course.gross_price;
  let quote: CheckoutQuote = { originalAmount, discountAmount: 0, amount: originalAmount, discount: null };
  if (request.discountCode) {
    const evaluation = await discounts.evaluate(request.discountCode, request.customerEmail, originalAmount);
    if (!evaluation.valid) throw ApiError.badRequest(evaluation.error, { discountCode: evaluation.error });
    quote = {
      originalAmount,
      discountAmount: evaluation.price.discountAmount,
      amount: evaluation.price.finalPrice,
      discount: { codeId: evaluation.codeId, code: evaluation.code },
    };
  }
  const disagrees =
    request.selectedPrice !== seats * quote.amount ||
    (request.originalAmount !== undefined && request.originalAmount !== seats * quote.originalAmount) ||
    (request.discountAmount !== undefined && request.discountAmount !== seats * quote.discountAmount);
  if (disagrees)
    throw new ApiError(HttpStatus.CONFLICT, PRICE_CHANGED_MESSAGE, { selectedPrice: PRICE_CHANGED_MESSAGE });
  return quote;
}

/** The line item the customer sees at the payment provider, e.g. 'Medizinprodukteberater Basiszertifizierung am 15.12.2026'. */
export function describeCourse(course: Pick<BookableCourse, 'title' | 'date' | 'start_time' | 'end_time'>): {
  name: string;
  details: string;
} {
  return {
    name: `${course.title} am ${formatShortDate(course.date)}`,
    details: `Live-Online-Seminar, ${formatTimeRange(course.start_time, course.end_time)}`,
  };
}
