import { afterEach, describe, expect, it } from 'vitest';
import { DiscountCode } from '../../backend/src/discounts/discount-code.entity';
import { createScratchDatabase } from '../support/scratch-database';

describe('migrations', () => {
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
      (
        await dataSource.query(
          `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations'`,
        )
      ).length;
    expect(await tables()).toBeGreaterThanOrEqual(14);

    for (let index = 0; index < applied.length; index++) await dataSource.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toBe(0);

    await dataSource.runMigrations({ transaction: 'each' });
    expect(await tables()).toBeGreaterThanOrEqual(14);
  });

  it('enforces the schema rules in the database itself', async () => {
    scratch = await createScratchDatabase([DiscountCode]);
    const { dataSource } = scratch;
    await dataSource.runMigrations({ transaction: 'each' });
    await expect(dataSource.getRepository(DiscountCode).insert({ code: 'lower', discount_value: 10 })).rejects.toThrow(
      /check/i,
    );
    await expect(
      dataSource
        .getRepository(DiscountCode)
        .insert({ code: 'PROZENT', discount_type: 'percentage', discount_value: 101 }),
    ).rejects.toThrow(/discount_codes_percentage_range/);
    await dataSource.getRepository(DiscountCode).insert({ code: 'EINMAL', discount_value: 10 });
    await expect(dataSource.getRepository(DiscountCode).insert({ code: 'EINMAL', discount_value: 10 })).rejects.toThrow(
      /unique/i,
    );
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
});
