// The folder structure as lint rules: `core/` is below every feature, a feature uses only the features
// its entry in ALLOWED names, and those only through their top-level files and their `dto/` folder, and
// the public site never reaches into the admin.
import { readdirSync } from 'node:fs';

const backend = new URL('./backend/src/', import.meta.url);
const features = readdirSync(backend, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);
// The composition roots wire every feature together and may use any of them.
const compositionRoots = ['seed'];

/**
 * Which features each feature may import, from the bottom up. Where two still point at each other
 * (bookings with courses and discounts, courses with waitlist), their services call each other both
 * ways.
 * @type {Record<string, string[]>}
 */
export const ALLOWED = {
  audit: [],
  'bank-statements': ['audit', 'invoices'],
  consent: [],
  'legal-review': [],
  seats: [],
  terms: [],
  health: [],
  'payment-gateway': [],
  metrics: [],
  mail: ['audit', 'terms'],
  reminders: ['mail'],
  newsletter: ['audit', 'mail'],
  auth: ['audit', 'mail'],
  invoices: ['audit', 'auth', 'mail'],
  'payment-reminders': ['invoices', 'mail'],
  certificates: ['audit', 'mail'],
  courses: ['audit', 'bookings', 'waitlist'],
  waitlist: ['audit', 'courses', 'mail', 'metrics', 'seats'],
  discounts: ['audit', 'bookings', 'courses'],
  bookings: [
    'audit',
    'certificates',
    'courses',
    'discounts',
    'invoices',
    'mail',
    'payment-gateway',
    'seats',
    'waitlist',
  ],
  payments: ['bookings', 'payment-gateway'],
  attendance: ['audit', 'bookings', 'certificates', 'courses'],
  gdpr: ['audit', 'bookings', 'invoices', 'waitlist'],
  'my-bookings': ['audit', 'bookings', 'certificates', 'invoices', 'mail', 'seats', 'waitlist'],
  'test-checkout': ['bookings', 'payment-gateway', 'payments'],
};

for (const feature of features) {
  if (!compositionRoots.includes(feature) && !ALLOWED[feature]) {
    throw new Error(`eslint.boundaries.mjs: place the feature ${feature}/ in ALLOWED`);
  }
}

/**
 * @param {string[]} files
 * @param {{ regex: string, message: string }[]} patterns
 * @returns {import('eslint').Linter.Config}
 */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/** @type {import('eslint').Linter.Config[]} */
export const boundaryRules = [
  restrict(
    ['backend/src/core/**/*.ts'],
    [
      {
        regex: `^(\\.\\./)+(${features.join('|')}|app\\.module|worker\\.module)(/|$)`,
        message: 'core/ is shared by every feature and must not import one.',
      },
    ],
  ),
  ...features
    .filter((feature) => !compositionRoots.includes(feature))
    .map((feature) => {
      const refused = features.filter((other) => other !== feature && !ALLOWED[feature].includes(other));
      return restrict(
        [`backend/src/${feature}/**/*.ts`],
        [
          {
            regex: `^(\\.\\./)+(?!${feature}/)(${features.join('|')})/(?!dto/)[^/]+/`,
            message:
              "Another feature's internals: import its top-level files or its dto/ folder, or move what both need into it.",
          },
          ...(refused.length
            ? [
                {
                  regex: `^(\\.\\./)+(${refused.join('|')})(/|$)`,
                  message: `${feature}/ may use only ${ALLOWED[feature].join(', ') || 'core/'} (ALLOWED in eslint.boundaries.mjs): move what both need down into that feature, core/ or @mpb/domain.`,
                },
              ]
            : []),
        ],
      );
    }),
  restrict(
    ['frontend/src/site/**/*.{ts,tsx}'],
    [{ regex: '^(\\.\\./)+admin(/|$)', message: 'The public site must not import the admin dashboard.' }],
  ),
];
