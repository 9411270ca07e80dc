import { describe, expect, it } from 'vitest';
import { moduleIdForScene } from './rules.ts';

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
