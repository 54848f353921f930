import { addDays, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Booking } from '../bookings/booking.entity';
import { APP_CONFIG, AppConfig } from '../core/config/app-config';
import { Course } from '../courses/course.entity';
import { DiscountCode } from '../discounts/discount-code.entity';
import { EVENTS } from '../core/queue/job-names';
import { recordOutboxEvent } from '../core/queue/outbox.service';
import { AdminEmailTemplatesService } from '../mail/admin/admin-email-templates.service';
import { EmailTemplate } from '../mail/email-template.entity';
import { dateEarlyStartRequests, demoCourseDate } from './demo-dates';
import { demoEmailTemplates } from './demo-email-templates';
import { seedDemoHistory } from './demo-history';
import { DEMO_HISTORY } from './demo-plan';

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

/**
 * The demo's course dates relative to today: two that already took place, one shortly ahead with
 * too few participants ('Absage prüfen'), one sold out with a waitlist, one with two seats left.
 */
const DEMO_COURSES = [
  { key: 'past-basis', ...BASIS, inDays: -20, max_participants: 10 },
  { key: 'past-refresher', ...REFRESHER, inDays: -6, max_participants: 10 },
  { key: 'few-participants', ...BASIS, inDays: 6, max_participants: 10 },
  { key: 'sold-out', ...BASIS, inDays: 12, max_participants: 8 },
  { key: 'two-left', ...BASIS, inDays: 19, max_participants: 10 },
  { key: 'basis-later', ...BASIS, inDays: 33, max_participants: 10 },
  { key: 'refresher', ...REFRESHER, inDays: 40, max_participants: 10 },
  { key: 'basis-spring', ...BASIS, inDays: 54, max_participants: 10 },
  { key: 'basis-summer', ...BASIS, inDays: 75, max_participants: 10 },
];
/** Past courses are booked while still ahead (nobody can book the past), then moved to their date. */
const BOOKED_AHEAD_DAYS = 100;
/** The codes and templates were set up a while before the demo's first booking. */
const SET_UP_BEFORE_HISTORY_DAYS = 14;

function berlinToday(now = new Date()): Date {
  return new TZDate(now, 'Europe/Berlin');
}

/**
 * Seeds a demo that looks like a running business, but only into an empty database (no courses, no
 * bookings): courses, discount codes, the default e-mail templates, then about 60 bookings, a
 * waitlist and newsletter sign-ups made through the product's own services (demo-history.ts), and a
 * test e-mail to the operator.
 */
export async function seedDemoData(
  app: INestApplicationContext,
  operatorEmail: string,
  now = new Date(),
): Promise<boolean> {
  const dataSource = app.get(DataSource);
  const today = berlinToday(now);
  const setUpAt = setUpTime(today);
  const courseIds = await dataSource.transaction(async (manager) => {
    await manager.query('LOCK TABLE courses IN EXCLUSIVE MODE');
    if ((await manager.count(Course)) > 0 || (await manager.count(Booking, { withDeleted: true })) > 0) return null;
    const ids: Record<string, string> = {};
    for (const { key, inDays, ...course } of DEMO_COURSES) {
      const { identifiers } = await manager.insert(Course, {
        ...course,
        description:
          course.type === 'basis'
            ? 'Live-Online-Seminar zur Qualifikation als Medizinprodukteberater nach § 83 MPDG, mit Zertifikat.'
            : 'Auffrischung für zertifizierte Medizinprodukteberater: aktuelle Änderungen aus MDR, MPDG und EUDAMED.',
        date:
          inDays < 0 ? format(addDays(today, BOOKED_AHEAD_DAYS - inDays), 'yyyy-MM-dd') : demoCourseDate(today, inDays),
        start_time: '08:30',
        end_time: '16:00',
        price: course.gross_price,
        available_spots: course.max_participants,
      });
      ids[key] = identifiers[0].id as Course['id'];
    }
    if ((await manager.count(DiscountCode)) === 0) {
      const setUp = { valid_from: format(setUpAt, 'yyyy-MM-dd'), created_at: setUpAt, updated_at: setUpAt };
      await manager.insert(DiscountCode, [
        {
          code: 'BLOG20',
          discount_type: 'percentage',
          discount_value: 20,
          description: 'Blog-Leser: 20 % Rabatt auf die erste Schulungsbuchung',
          first_booking_only: true,
          ...setUp,
        },
        {
          code: 'FRUEHBUCHER',
          discount_type: 'fixed_amount',
          discount_value: 5000,
          max_uses: 20,
          description: 'Frühbucher: 50 € Nachlass',
          ...setUp,
        },
      ]);
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
    return ids;
  });
  if (!courseIds) return false;

  await seedDefaultEmailTemplates(app, setUpAt);
  await seedDemoHistory(app, courseIds, DEMO_HISTORY, now);
  for (const { key, inDays } of DEMO_COURSES.filter((course) => course.inDays < 0)) {
    const date = demoCourseDate(today, inDays);
    await dataSource.query(`UPDATE courses SET date = $2 WHERE id = $1`, [courseIds[key], date]);
    await dataSource.query(`UPDATE bookings SET course_date = $2 WHERE course_id = $1`, [courseIds[key], date]);
  }
  await dateEarlyStartRequests(dataSource);
  return true;
}

/** 9:00 in Berlin, some days before the first booking of the plan. */
function setUpTime(today: Date): Date {
  const oldest = Math.max(...DEMO_HISTORY.bookings.map((booking) => booking.daysAgo));
  const day = addDays(today, -Math.ceil(oldest) - SET_UP_BEFORE_HISTORY_DAYS);
  return new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), 9, 0, 0, 'Europe/Berlin');
}

/**
 * The default template of each type, created as the admin would through the dashboard's service;
 * inactive (see demoEmailTemplates), and only where no template exists yet.
 */
async function seedDefaultEmailTemplates(app: INestApplicationContext, createdAt: Date) {
  const config = app.get<AppConfig>(APP_CONFIG);
  const templates = app.get(AdminEmailTemplatesService, { strict: false });
  const admin = { email: config.auth.adminEmails[0] ?? config.site.email, ip: null };
  const dataSource = app.get(DataSource);
  if (await dataSource.getRepository(EmailTemplate).exists()) return;
  for (const [index, template] of demoEmailTemplates(config.site.url).entries()) {
    const { id } = await templates.create({ ...template, is_active: false, is_default: true }, admin);
    const at = new Date(createdAt.getTime() + index * 60_000);
    await dataSource.query(`UPDATE email_templates SET created_at = $2, updated_at = $2 WHERE id = $1`, [id, at]);
    await dataSource.query(`UPDATE audit_log SET at = $2 WHERE entity_id = $1`, [id, at]);
  }
}
