import { afterEach, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import { DiscountCode } from '../../backend/src/discounts/discount-code.entity';
import { OutboxEvent } from '../../backend/src/core/queue/outbox-event.entity';
import { seedDemoData } from '../../backend/src/seed/demo-data';
import { createScratchDatabase } from '../support/scratch-database';

describe('migrations and demo data', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  afterEach(async () => {
    await scratch?.drop();
    scratch = undefined;
  });

  it('applies, reverts and re-applies every migration', async () => {
    scratch = await createScratchDatabase();
    const { dataSource } = scratch;
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    expect(applied.length).toBeGreaterThan(0);
    const tables = async () =>
      (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`)).length;
    expect(await tables()).toBeGreaterThanOrEqual(14);

    for (let index = 0; index < applied.length; index++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toBe(0);

    await dataSource.runMigrations({ transaction: 'each' });
    expect(await tables()).toBeGreaterThanOrEqual(14);
  });

  it('enforces the schema rules in the database itself', async () => {
    scratch = await createScratchDatabase();
    const { dataSource } = scratch;
    await dataSource.runMigrations({ transaction: 'each' });
    await expect(dataSource.getRepository(DiscountCode).insert({ code: 'lower', discount_value: 10 })).rejects.toThrow(/check/i);
    await expect(
      dataSource.getRepository(DiscountCode).insert({ code: 'PROZENT', discount_type: 'percentage', discount_value: 101 }),
    ).rejects.toThrow(/discount_codes_percentage_range/);
    await dataSource.getRepository(DiscountCode).insert({ code: 'EINMAL', discount_value: 10 });
    await expect(dataSource.getRepository(DiscountCode).insert({ code: 'EINMAL', discount_value: 10 })).rejects.toThrow(/unique/i);
    await expect(
      dataSource.query(
        `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, available_spots, status)
         VALUES ('x', '2099-01-01', '08:30', '16:00', 1, 1, 1, 'geplant')`,
      ),
    ).rejects.toThrow(/check/i);
    await expect(
      dataSource.query(
        `INSERT INTO courses (title, date, start_time, end_time, net_price, gross_price, available_spots) VALUES ('x', '2099-01-01', '08:30', '16:00', 1, 1, -1)`,
      ),
    ).rejects.toThrow(/courses_spots_within_capacity/);
  });

  it('seeds realistic future dates and the blog code into an empty database only', async () => {
    scratch = await createScratchDatabase();
    const { dataSource } = scratch;
    await dataSource.runMigrations({ transaction: 'each' });
    const now = new Date('2026-11-21T10:00:00Z');

    expect(await seedDemoData(dataSource, 'info@example.de', now)).toBe(true);
    const courses = await dataSource.getRepository(Course).find({ order: { date: 'ASC' } });
    expect(courses.length).toBeGreaterThanOrEqual(5);
    expect(courses.every((course) => course.date > '2026-11-21')).toBe(true);
    expect(courses.filter((course) => course.available_spots === 0)).toHaveLength(1);
    expect(courses.filter((course) => course.available_spots === 2)).toHaveLength(1);
    expect(courses.some((course) => course.type === 'auffrischung' && course.gross_price === 23681)).toBe(true);
    expect(courses.find((course) => course.type === 'basis')).toMatchObject({ net_price: 39900, gross_price: 47481, start_time: '08:30:00', end_time: '16:00:00' });
    expect(await dataSource.getRepository(DiscountCode).findOneBy({ code: 'BLOG20' })).toMatchObject({ discount_type: 'percentage', discount_value: 20, active: true });
    expect(await dataSource.getRepository(OutboxEvent).countBy({ type: 'email.requested' })).toBe(1);

    expect(await seedDemoData(dataSource, 'info@example.de', now)).toBe(false);
    expect(await dataSource.getRepository(Course).count()).toBe(courses.length);
  });
});
