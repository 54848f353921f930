import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryRules } from '../../eslint.boundaries.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } }, ...boundaryRules],
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.message);
}

describe('folder boundaries (eslint.boundaries.mjs)', () => {
  it('refuses an import from core/ into a feature, and allows core/ to use core/', async () => {
    expect(await refusals('backend/src/core/queue/planted.ts', "import '../../bookings/booking.entity';")).toEqual([
      expect.stringContaining('core/ is shared by every feature'),
    ]);
    expect(await refusals('backend/src/core/planted.ts', "import '../app.module';")).toHaveLength(1);
    expect(await refusals('backend/src/core/queue/planted.ts', "import '../database/unavailable-error';")).toEqual([]);
  });

  it("refuses another feature's internals, and allows its top-level files, its dto/ folder and one's own internals", async () => {
    const file = 'backend/src/courses/admin/planted.ts';
    expect(await refusals(file, "import '../../bookings/admin/admin-bookings.service';")).toEqual([
      expect.stringContaining("Another feature's internals"),
    ]);
    expect(await refusals(file, "import '../../bookings/booking.entity';")).toEqual([]);
    expect(await refusals(file, "import '../../bookings/dto/booking-view.dto';")).toEqual([]);
    expect(await refusals(file, "import '../pages/course-pages.service';")).toEqual([]);
  });

  it("refuses an import of a feature outside the importing feature's ALLOWED list, and allows one inside it", async () => {
    expect(await refusals('backend/src/seats/planted.ts', "import '../bookings/booking.entity';")).toEqual([
      expect.stringContaining('seats/ may use only core/'),
    ]);
    expect(await refusals('backend/src/mail/jobs/planted.ts', "import '../../auth/booking-mail-link';")).toEqual([
      expect.stringContaining('mail/ may use only audit, terms'),
    ]);
    expect(
      await refusals('backend/src/payment-gateway/planted.ts', "import '../test-checkout/test-checkout.gateway';"),
    ).toEqual([expect.stringContaining('payment-gateway/ may use only core/')]);
    expect(await refusals('backend/src/mail/jobs/planted.ts', "import '../../audit/audit-log.service';")).toEqual([]);
    expect(
      await refusals('backend/src/test-checkout/planted.ts', "import '../payments/payment-events.service';"),
    ).toEqual([]);
    expect(await refusals('backend/src/seed/planted.ts', "import '../test-checkout/test-checkout.gateway';")).toEqual(
      [],
    );
  });

  it('refuses an import of the admin dashboard into the public site', async () => {
    expect(await refusals('frontend/src/site/pages/Planted.tsx', "import '../../admin/AdminApp';")).toEqual([
      expect.stringContaining('must not import the admin'),
    ]);
    expect(await refusals('frontend/src/site/pages/Planted.tsx', "import '../lib/seo';")).toEqual([]);
  });
});
