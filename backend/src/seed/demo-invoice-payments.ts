import { INestApplicationContext } from '@nestjs/common';
import { todayInBerlin } from '@mpb/domain';
import { DataSource } from 'typeorm';
import { BankStatementImportService } from '../bank-statements/bank-statement-import.service';
import { CheckoutService } from '../bookings/checkout.service';
import { checkoutRequestSchema } from '../bookings/dto/checkout-request.dto';
import { Clock } from '../core/clock/clock';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { camt053 } from './demo-bank-statement';
import { demoPerson } from './demo-people';

const DAY_MS = 24 * 3600_000;

/** Demo people of their own, far from the history's, each with a company. */
const OVERDUE_BUYER = 900;
const PAYING_BUYER = 903;

/**
 * Two businesses that booked on invoice (DECISIONS 35), before the history so their invoices come
 * first in the numbering: one company order of three (the buyer and two colleagues, DECISIONS 34)
 * paid through the bank statement imported today, one whose invoice is overdue (the worker sends
 * its reminder when it starts). Only when the operator offers it.
 */
export async function seedInvoicePayments(
  app: INestApplicationContext,
  courseIds: Record<string, string>,
  now: Date,
): Promise<void> {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (!config.checkout.payOnInvoice) return;
  await bookOnInvoice(app, courseIds['basis-later'], OVERDUE_BUYER, new Date(now.getTime() - 24 * DAY_MS));
  const paying = await bookOnInvoice(app, courseIds.refresher, PAYING_BUYER, new Date(now.getTime() - 9 * DAY_MS), [
    demoPerson(PAYING_BUYER + 1),
    demoPerson(PAYING_BUYER + 2),
  ]);
  const [invoice] = await app
    .get(DataSource)
    .query<{ number: string; gross_cents: number }[]>(
      `SELECT number, gross_cents FROM invoices WHERE booking_id = $1`,
      [paying.bookingId],
    );
  const statement = camt053('001.08', todayInBerlin(now), [
    {
      cents: invoice.gross_cents,
      bankReference: `DEMO${now.getTime()}`,
      debtor: paying.company,
      text: `Rechnung ${invoice.number} ${paying.company}`,
    },
  ]);
  const admin = { email: config.auth.adminEmails[0] ?? config.site.email, ip: null };
  await app.get(BankStatementImportService, { strict: false }).import(Buffer.from(statement), admin);
}

/** A checkout on invoice as the business buyer made it `at`, on the clock of then, for them and any colleagues. */
async function bookOnInvoice(
  app: INestApplicationContext,
  courseId: string,
  personNumber: number,
  at: Date,
  colleagues: { name: string; email: string }[] = [],
) {
  const person = demoPerson(personNumber);
  const company = person.company ?? 'Beispiel Medizintechnik GmbH';
  const [course] = await app
    .get(DataSource)
    .query<{ gross_price: number }[]>(`SELECT gross_price FROM courses WHERE id = $1`, [courseId]);
  const clock = app.get(Clock);
  const realNow = clock.now.bind(clock);
  clock.now = () => at;
  try {
    const participants = [person, ...colleagues].map(({ name, email }) => ({ name, email }));
    const { bookingId, orderId } = await app.get(CheckoutService, { strict: false }).createCheckout(
      checkoutRequestSchema.parse({
        courseId,
        customerName: person.name,
        customerEmail: person.email,
        customerType: 'business',
        customerCompany: company,
        billingAddress: person.billingAddress,
        acceptedAGB: true,
        participants,
        selectedPrice: participants.length * course.gross_price,
        paymentMethod: 'invoice',
      }),
      { ip: '192.0.2.200', proof: { resumeToken: () => undefined, sessionEmail: null } },
    );
    await app
      .get(DataSource)
      .query(`UPDATE bookings SET created_at = $2, updated_at = $2, confirmed_at = $2 WHERE order_id = $1`, [
        orderId,
        at,
      ]);
    return { bookingId, company };
  } finally {
    clock.now = realNow;
  }
}
