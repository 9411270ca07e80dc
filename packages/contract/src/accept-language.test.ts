import { describe, expect, it } from 'vitest';
import { acceptedRegion } from './accept-language.ts';

describe('acceptedRegion', () => {
  it.each([
    ['en-IN', 'IN'],
    ['en', 'IN'],
    ['en-US,en;q=0.9', 'IN'],
    ['hi-IN,en-IN;q=0.8', 'IN'],
    ['id', 'ID'],
    ['id-ID,id;q=0.9,en-US;q=0.8,en;q=0.7', 'ID'],
    ['in-ID', 'ID'],
    ['en;q=0.5,id;q=0.8', 'ID'],
    ['id;q=0.5,EN-IN;q=0.8', 'IN'],
  ])('%s → %s', (header, region) => {
    expect(acceptedRegion(header)).toBe(region);
  });

  it('defaults to Indonesia when neither language is asked for', () => {
    for (const header of [undefined, '', '*', 'zh-CN,zh;q=0.9', 'en;q=0', 'fr, de;q=0.5']) {
      expect(acceptedRegion(header), String(header)).toBe('ID');
    }
  });
});
