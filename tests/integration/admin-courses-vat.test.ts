import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app';
import { eventually } from '../support/eventually';
import { INVALID_DATA } from './helpers/booking-fixtures';
import { adminCalls, berlinDatePlus, createCourse, startAdminApp } from './helpers/admin-bookings-fixtures';

const REFERENCE_REQUIRED =
  'Bitte geben Sie das Aktenzeichen der Bescheinigung an: Ohne sie ist der Kurs nicht umsatzsteuerfrei.';
const REFERENCE = 'Az. 45.2-5110/2026';

interface PublicCourse {
  id: string;
  vat_exempt: boolean;
  vat_exemption_reference: string | null;
}

describe('a course exempt from VAT under § 4 Nr. 21 UStG', () => {
  let app: TestApp;
  let cookie: string;
  const { post, put } = adminCalls(
    () => app,
    () => cookie,
    'courses',
  );
  const listed = async (id: string) =>
    ((await (await fetch(`${app.url}/api/courses`)).json()) as PublicCourse[]).find((course) => course.id === id);
  /** The site's list follows an admin change once the relay has announced it. */
  const listedAs = (id: string, vatExempt: boolean) =>
    eventually(async () => (await listed(id))?.vat_exempt === vatExempt, {
      what: `course listed ${vatExempt ? 'exempt' : 'with VAT'}`,
    });

  beforeAll(async () => {
    ({ app, cookie } = await startAdminApp());
  });
  afterAll(async () => {
    await app?.close();
  });

  it('needs the certificate reference, in German, when the course is exempt', async () => {
    const date = berlinDatePlus(40);
    const refused = await post('/api/admin/courses', {
      title: 'Befreit ohne Bescheinigung',
      date,
      netPrice: 39900,
      grossPrice: 39900,
      vatExempt: true,
      vatExemptionReference: '  ',
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: INVALID_DATA, fields: { vatExemptionReference: REFERENCE_REQUIRED } },
    });
    expect(await app.dataSource.query(`SELECT 1 FROM courses WHERE title = 'Befreit ohne Bescheinigung'`)).toEqual([]);
    const notBoolean = await post('/api/admin/courses', {
      title: 'X',
      date,
      netPrice: 1,
      grossPrice: 1,
      vatExempt: 'ja',
    });
    expect(notBoolean.body).toMatchObject({
      fields: { vatExempt: 'Bitte geben Sie an, ob der Kurs umsatzsteuerfrei ist.' },
    });
  });

  it('is created, listed on the site, duplicated and changed back with its reference', async () => {
    const created = await post('/api/admin/courses', {
      title: 'Befreiter Kurs',
      date: berlinDatePlus(41),
      netPrice: 39900,
      grossPrice: 39900,
      vatExempt: true,
      vatExemptionReference: ` ${REFERENCE} `,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const course = created.body as { id: string };
    expect(created.body).toMatchObject({ vatExempt: true, vatExemptionReference: REFERENCE });
    await listedAs(course.id, true);
    expect(await listed(course.id)).toMatchObject({ vat_exempt: true, vat_exemption_reference: REFERENCE });

    const copy = await post(`/api/admin/courses/${course.id}/duplicate`, { date: berlinDatePlus(42) });
    expect(copy.body).toMatchObject({ vatExempt: true, vatExemptionReference: REFERENCE });

    expect(await put(`/api/admin/courses/${course.id}`, { vatExemptionReference: null })).toMatchObject({
      status: 400,
      body: { fields: { vatExemptionReference: REFERENCE_REQUIRED } },
    });
    const taxed = await put(`/api/admin/courses/${course.id}`, { vatExempt: false, grossPrice: 47481 });
    expect(taxed.status, JSON.stringify(taxed.body)).toBe(200);
    expect(taxed.body).toMatchObject({ vatExempt: false, vatExemptionReference: null, gross_price: 47481 });
    await listedAs(course.id, false);
    expect(await listed(course.id)).toMatchObject({ vat_exemption_reference: null });
  });

  it('is not what a course is by default', async () => {
    const course = await createCourse(app.dataSource);
    await eventually(async () => (await listed(course.id)) !== undefined, { what: 'course listed' });
    expect(await listed(course.id)).toMatchObject({ vat_exempt: false, vat_exemption_reference: null });
  });
});
