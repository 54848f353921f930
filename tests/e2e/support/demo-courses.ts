import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { DataSource } from 'typeorm';
import { Course } from '../../../backend/src/courses/course.entity';
import { DiscountCode } from '../../../backend/src/discounts/discount-code.entity';
import { EVENTS } from '../../../backend/src/core/queue/job-names';
import { recordOutboxEvent } from '../../../backend/src/core/queue/outbox.service';

const BASIS = {
  title: 'Medizinprodukteberater Basiszertifizierung',
  net_price: 39900,
  gross_price: 47481,
  type: 'basis' as const,
};
const REFRESHER = {
  title: 'Medizinprodukteberater Auffrischung',
  net_price: 19900,
  gross_price: 23681,
  type: 'auffrischung' as const,
};

/** Upcoming dates relative to today: one sold out, one with two seats left, the rest free. */
const DEMO_COURSES = [
  { ...BASIS, inDays: 12, available_spots: 0 },
  { ...BASIS, inDays: 19, available_spots: 2 },
  { ...BASIS, inDays: 33, available_spots: 10 },
  { ...REFRESHER, inDays: 40, available_spots: 8 },
  { ...BASIS, inDays: 54, available_spots: 10 },
  { ...BASIS, inDays: 75, available_spots: 10 },
];

function berlinToday(now = new Date()): Date {
  return new TZDate(now, 'Europe/Berlin');
}

/**
 * The demo's course catalogue without its booking history (which backend/src/seed seeds for
 * npm start): upcoming dates with their seats set directly, the blog's code and a test e-mail.
 * Fast, and leaves the site tests' own bookings, codes and subscribers the only ones.
 */
export async function seedDemoCourses(
  dataSource: DataSource,
  operatorEmail: string,
  now = new Date(),
): Promise<boolean> {
  return dataSource.transaction(async (manager) => {
    await manager.query('LOCK TABLE courses IN EXCLUSIVE MODE');
    if ((await manager.count(Course)) > 0) return false;
    const today = berlinToday(now);
    await manager.insert(
      Course,
      DEMO_COURSES.map(({ inDays, ...course }) => ({
        ...course,
        description:
          course.type === 'basis'
            ? 'Live-Online-Seminar zur Qualifikation als Medizinprodukteberater nach § 83 MPDG, mit Zertifikat.'
            : 'Auffrischung für zertifizierte Medizinprodukteberater: aktuelle Änderungen aus MDR, MPDG und EUDAMED.',
        date: format(addDays(today, inDays), 'yyyy-MM-dd'),
        start_time: '08:30',
        end_time: '16:00',
        price: course.gross_price,
        max_participants: 10,
      })),
    );
    if ((await manager.count(DiscountCode)) === 0) {
      await manager.insert(DiscountCode, {
        code: 'BLOG20',
        discount_type: 'percentage',
        discount_value: 20,
        description: 'Blog-Leser: 20 % Rabatt auf die erste Schulungsbuchung',
        first_booking_only: true,
      });
    }
    await recordOutboxEvent(manager, EVENTS.emailRequested, {
      idempotencyKey: `demo-installation-${now.getTime()}`,
      to: operatorEmail,
      message: {
        type: 'test-email',
        props: {
          templateName: 'Demo-Installation',
          templateType: 'Systemtest',
          recipient: operatorEmail,
          sentAt: now.toISOString(),
        },
      },
    });
    return true;
  });
}
