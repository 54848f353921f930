import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Booking } from '../../../backend/src/bookings/booking.entity';
import { Order } from '../../../backend/src/bookings/order.entity';
import { BookingWithPayer, withPayer } from '../../../backend/src/bookings/orders.repository';
import { Course } from '../../../backend/src/courses/course.entity';
import { DiscountCode } from '../../../backend/src/discounts/discount-code.entity';
import { OutboxEvent } from '../../../backend/src/core/queue/outbox-event.entity';
import { announceCoursesChanged } from '../../support/course-changes';

export const SOLD_OUT =
  'Dieser Kurs ist leider ausgebucht. Versuchen Sie es mit der Warteliste oder wählen Sie einen anderen Termin.';
export const INVALID_DATA = 'Ungültige Daten: Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.';

let dayOffset = 0;

/** A bookable course of its own (a distinct future date), so tests never share seats; announced as the relay would. */
export async function createCourse(dataSource: DataSource, overrides: Partial<Course> = {}): Promise<Course> {
  dayOffset += 1;
  const date = new Date(Date.UTC(2090, 0, 1) + (dayOffset + Math.floor(Math.random() * 3000)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const max = overrides.max_participants ?? 10;
  const course = dataSource.getRepository(Course).create({
    title: 'Medizinprodukteberater Basiszertifizierung',
    date,
    start_time: '08:30',
    end_time: '16:00',
    net_price: 39900,
    gross_price: 47481,
    price: 47481,
    max_participants: max,
    available_spots: max,
    ...overrides,
  });
  const saved = await dataSource.getRepository(Course).save(course);
  await announceCoursesChanged(dataSource);
  return saved;
}

export async function createDiscountCode(
  dataSource: DataSource,
  overrides: Partial<DiscountCode> = {},
): Promise<DiscountCode> {
  const code = dataSource.getRepository(DiscountCode).create({
    code: `TEST${randomBytes(4).toString('hex').toUpperCase()}`,
    discount_type: 'percentage',
    discount_value: 20,
    valid_from: '2020-01-01',
    ...overrides,
  });
  return dataSource.getRepository(DiscountCode).save(code);
}

export function uniqueEmail(name = 'kunde'): string {
  return `${name}.${randomUUID().slice(0, 8)}@beispiel.de`;
}

/** A valid billing address, as every checkout needs one (DECISIONS 32). */
export const BILLING_ADDRESS = {
  street: 'Musterstraße 12a',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
} as const;

export function checkoutBody(
  course: Pick<Course, 'id' | 'gross_price'>,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    courseId: course.id,
    customerName: 'Jörg Müller-Lüdenscheidt',
    customerEmail: uniqueEmail(),
    customerPhone: '+49 30 1234567',
    customerCompany: null,
    customerComments: 'Ich freue mich auf den Kurs.',
    customerType: 'private',
    billingAddress: BILLING_ADDRESS,
    acceptedAGB: true,
    selectedPrice: course.gross_price,
    discountCode: null,
    discountAmount: 0,
    originalAmount: course.gross_price,
    ...overrides,
  };
}

/**
 * Erika Einkauf's business order (Muster Medical GmbH) for `participants`, each seat at the
 * course's price; `overrides` as for checkoutBody (e.g. paymentMethod: 'invoice').
 */
export function companyOrderBody(
  course: Pick<Course, 'id' | 'gross_price'>,
  buyer: string,
  participants: { name: string; email: string }[],
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return checkoutBody(course, {
    customerType: 'business',
    customerCompany: 'Muster Medical GmbH',
    customerName: 'Erika Einkauf',
    customerEmail: buyer,
    participants,
    selectedPrice: participants.length * course.gross_price,
    originalAmount: participants.length * course.gross_price,
    ...overrides,
  });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, body: jsonOrNull(text), text, headers: response.headers };
}

/** The booking with its order's billing details and, when someone else bought it, the payer. */
export type BookingWithOrder = BookingWithPayer &
  Pick<
    Order,
    | 'billing_street'
    | 'billing_postal_code'
    | 'billing_city'
    | 'billing_country'
    | 'billing_vat_id'
    | 'purchase_order_number'
    | 'leitweg_id'
  >;

export async function loadBooking(dataSource: DataSource, id: string): Promise<BookingWithOrder> {
  const booking = await withPayer(dataSource.manager, await dataSource.getRepository(Booking).findOneByOrFail({ id }));
  const order = await dataSource.getRepository(Order).findOneByOrFail({ id: booking.order_id });
  const { billing_street, billing_postal_code, billing_city, billing_country, billing_vat_id } = order;
  const { purchase_order_number, leitweg_id } = order;
  return Object.assign(booking, {
    billing_street,
    billing_postal_code,
    billing_city,
    billing_country,
    billing_vat_id,
    purchase_order_number,
    leitweg_id,
  });
}

/** Makes `buyer` the buyer of the booking's order (someone who booked for the participant). */
export async function setBuyer(
  dataSource: DataSource,
  bookingId: string,
  buyer: Partial<Pick<Order, 'buyer_name' | 'buyer_email' | 'buyer_company'>>,
): Promise<void> {
  const { order_id } = await dataSource.getRepository(Booking).findOneByOrFail({ id: bookingId });
  await dataSource.getRepository(Order).update({ id: order_id }, buyer);
}

export async function spotsOf(dataSource: DataSource, courseId: string): Promise<number> {
  return (await dataSource.getRepository(Course).findOneByOrFail({ id: courseId })).available_spots;
}

export async function outboxEventsFor(dataSource: DataSource, bookingId: string): Promise<OutboxEvent[]> {
  return dataSource
    .getRepository(OutboxEvent)
    .createQueryBuilder('event')
    .where(`event.payload ->> 'bookingId' = :bookingId`, { bookingId })
    .orderBy('event.id')
    .getMany();
}

/** The cancel token and session id the checkout put into its URLs. */
export async function sessionOf(dataSource: DataSource, bookingId: string) {
  const [session] = await dataSource.query(`SELECT * FROM test_checkout_sessions WHERE booking_id = $1`, [bookingId]);
  const cancel = new URL(session.cancel_url);
  return {
    id: session.id as string,
    cancelToken: cancel.searchParams.get('token')!,
    successUrl: session.success_url as string,
    row: session,
  };
}

/** The session id at the end of the test checkout URL a checkout answers with. */
export function sessionIdOfCheckoutUrl(checkoutUrl: string): string {
  return decodeURIComponent(new URL(checkoutUrl).pathname.split('/').pop()!);
}

/** Presses 'Bezahlen' on the built-in test checkout; returns where it redirects. */
export async function payTestCheckout(
  baseUrl: string,
  sessionId: string,
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${baseUrl}/api/test-checkout/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

export async function discountState(dataSource: DataSource, codeId: string) {
  const code = await dataSource.getRepository(DiscountCode).findOneByOrFail({ id: codeId });
  const usages: { customer_email: string; status: string; booking_id: string | null }[] = await dataSource.query(
    `SELECT customer_email, status, booking_id FROM discount_usages WHERE discount_code_id = $1 ORDER BY used_at`,
    [codeId],
  );
  return { currentUses: code.current_uses, usages };
}

/** The parsed JSON of an answer, or null when it is not JSON. */
function jsonOrNull(text: string) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
