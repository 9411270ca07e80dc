import { describe, expect, it } from 'vitest';
import { moduleIdForScene, QRIS_MAX_AMOUNT, qrisTakes } from './rules.ts';

describe('apply module id', () => {
  it.each([
    ['banner_jingzhun', 301],
    ['tanchuang_jingzhun', 301],
    ['tanchuang_fudai', 302],
    ['banner_fudai', 302],
    ['banner', 300],
    ['', 300],
    [undefined, 300],
  ])('scene %s → %i', (scene, id) => {
    expect(moduleIdForScene(scene)).toBe(id);
  });
});

describe('QRIS amount cap', () => {
  it('takes Rp1 to Rp10.000.000 and nothing above or at zero', () => {
    expect(qrisTakes(100)).toBe(true);
    expect(qrisTakes(QRIS_MAX_AMOUNT)).toBe(true);
    expect(QRIS_MAX_AMOUNT).toBe(1_000_000_000);
    expect(qrisTakes(QRIS_MAX_AMOUNT + 100)).toBe(false);
    expect(qrisTakes(0)).toBe(false);
  });
});
