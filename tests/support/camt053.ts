import type { TestApp } from './app';

export { camt053, type StatementCredit } from '../../backend/src/seed/demo-bank-statement';

/** An admin's upload of a bank statement file to 'Zahlungseingänge', as the page sends it. */
export async function uploadStatement(app: TestApp, cookie: string, file: string, name = 'auszug.xml') {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'application/xml' }), name);
  const response = await fetch(`${app.url}/api/admin/bank-statements`, {
    method: 'POST',
    headers: { Cookie: cookie, Origin: app.url },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}
