// The folder structure as lint rules: `core/` is below every feature, a feature uses another feature only
// through its top-level files and its `dto/` folder, and the public site never reaches into the admin.
import { readdirSync } from 'node:fs';

const backend = new URL('./backend/src/', import.meta.url);
const features = readdirSync(backend, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'core')
  .map((entry) => entry.name);
// The composition roots wire every feature together and may use any of them.
const compositionRoots = ['seed'];

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
    .map((feature) =>
      restrict(
        [`backend/src/${feature}/**/*.ts`],
        [
          {
            regex: `^(\\.\\./)+(?!${feature}/)(${features.join('|')})/(?!dto/)[^/]+/`,
            message:
              "Another feature's internals: import its top-level files or its dto/ folder, or move what both need into it.",
          },
        ],
      ),
    ),
  restrict(
    ['frontend/src/site/**/*.{ts,tsx}'],
    [{ regex: '^(\\.\\./)+admin(/|$)', message: 'The public site must not import the admin dashboard.' }],
  ),
];
