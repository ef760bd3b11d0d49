/** Where a translation's English original and stamped copy are, for flat and nested section folders. */
import { describe, expect, it } from 'vitest';
import { filesOf } from './translation-drift.ts';

describe('filesOf', () => {
  it('pairs a guide of a flat section folder with its English original', () => {
    expect(filesOf('content/th/visa/dtv.md')).toEqual({
      englishFile: 'content/visa/dtv.md',
      snapshotFile: 'content/th/.stamps/visa/dtv.txt',
      format: 'markdown',
    });
  });

  it('pairs a page of a nested folder (the insurance articles and hub) and one at the top of the insurance folder', () => {
    expect(filesOf('content/th/insurance/articles/health.md')).toEqual({
      englishFile: 'content/insurance/articles/health.md',
      snapshotFile: 'content/th/.stamps/insurance/articles/health.txt',
      format: 'markdown',
    });
    expect(filesOf('/tmp/site/content/th/insurance/hub/index.md').englishFile).toBe(
      '/tmp/site/content/insurance/hub/index.md',
    );
    expect(filesOf('content/th/insurance/official.md')).toEqual({
      englishFile: 'content/insurance/official.md',
      snapshotFile: 'content/th/.stamps/insurance/official.txt',
      format: 'markdown',
    });
  });

  it("reads a hub's YAML blocks as YAML, and refuses a file outside content/th/{folder}/ or inside the stamps folder", () => {
    expect(filesOf('content/th/hubs/visa.yaml').format).toBe('yaml');
    expect(() => filesOf('content/visa/dtv.md')).toThrow(/is not a Thai guide or hub/);
    expect(() => filesOf('content/th/dtv.md')).toThrow(/is not a Thai guide or hub/);
    expect(() => filesOf('content/th/.stamps/visa/dtv.md')).toThrow(/is not a Thai guide or hub/);
    expect(() => filesOf('content/th/insurance/plans.yaml')).toThrow(/is not a Thai guide or hub/);
  });
});
