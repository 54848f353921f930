import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course } from '../../backend/src/courses/course.entity';
import type { TestApp } from '../support/app';
import { announceCoursesChanged } from '../support/course-changes';
import { startDemoSite, stopDemoSite } from './support/demo-site';
import { longGermanDate, openVisitor, screenshotBothWidths } from './support/journey';

describe('the calendar on a day with several courses', () => {
  let app: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    ({ app, browser } = await startDemoSite());
  });
  afterAll(() => stopDemoSite(app, browser));

  it('offers a choice of the day’s courses instead of adding their seats and booking the first', async () => {
    const listed: { date: string }[] = await (await fetch(`${app.url}/api/courses`)).json();
    const taken = new Set(listed.map((course) => course.date));
    // A free day in the month the calendar opens on (that of the first listed date).
    const month = listed[0].date.slice(0, 8);
    const day = ['28', '27', '26', '25', '24']
      .map((number) => `${month}${number}`)
      .find((candidate) => !taken.has(candidate) && candidate > listed[0].date)!;
    const courses = app.dataSource.getRepository(Course);
    const base = {
      title: 'Medizinprodukteberater Basiszertifizierung',
      date: day,
      net_price: 39900,
      gross_price: 47481,
      price: 47481,
      max_participants: 10,
    };
    await courses.save(courses.create({ ...base, start_time: '08:30', end_time: '12:00', available_spots: 3 }));
    await courses.save(courses.create({ ...base, start_time: '13:00', end_time: '16:30', available_spots: 0 }));
    await announceCoursesChanged(app.dataSource);

    const { context, page, errors } = await openVisitor(browser, 375);
    await page.goto(`${app.url}/online-seminare`);
    await page.getByRole('button', { name: 'Alle Termine im Kalender' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kurstermin wählen' });
    await calendar.getByRole('button', { name: `${longGermanDate(day)}: 2 Termine, Termin wählen` }).click();

    const choice = calendar.getByRole('region', { name: `Termine am ${longGermanDate(day)}` });
    await choice.waitFor();
    const items = choice.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('08:30-12:00 Uhr');
    expect(await items.nth(0).textContent()).toContain('Noch 3 Plätze frei');
    expect(await items.nth(1).textContent()).toContain('13:00-16:30 Uhr');
    expect(await items.nth(1).textContent()).toContain('Ausgebucht');
    await items.nth(1).getByRole('button', { name: 'Warteliste' }).waitFor();
    await screenshotBothWidths(page, 'calendar-day-choice');

    await items.nth(0).getByRole('button', { name: 'Buchen' }).click();
    const booking = page.getByRole('dialog', { name: 'Kurs buchen' });
    await booking.waitFor();
    expect(await booking.textContent()).toContain('08:30-12:00 Uhr');
    expect(errors).toEqual([]);
    await context.close();
  });
});
