import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { crossingImports } from '../../scripts/backend-imports.mjs';

describe('backend folder boundaries', () => {
  it('core/ imports nothing from a feature or the entry files', () => {
    expect((crossingImports() as { core: string[] }).core).toEqual([]);
  });
});
