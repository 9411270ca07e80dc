import { describe, expect, it } from 'vitest';
import {
  clampDescription,
  complaintProblem,
  descriptionCount,
  imageRefusal,
  MAX_IMAGE_BYTES,
  typeAllowed,
} from './complaint-rules.ts';

describe('complaint rules', () => {
  it('accepts no more than 200 characters and counts them n/200', () => {
    expect(clampDescription('a'.repeat(250))).toHaveLength(200);
    expect(clampDescription('short')).toBe('short');
    expect(descriptionCount('')).toBe('0/200');
    expect(descriptionCount('a'.repeat(200))).toBe('200/200');
  });

  it('never cuts an emoji in half at the limit', () => {
    const text = `${'a'.repeat(199)}😀`;
    expect(clampDescription(text)).toBe('a'.repeat(199));
  });

  it('asks for a type, then text (spaces are no text), then the uploads to finish', () => {
    expect(complaintProblem({ text: 'x', uploading: false })).toBe('noType');
    expect(complaintProblem({ problemType: '2', text: '   ', uploading: false })).toBe('noText');
    expect(complaintProblem({ problemType: '2', text: 'late', uploading: true })).toBe('uploading');
    expect(complaintProblem({ problemType: '2', text: 'late', uploading: false })).toBeUndefined();
  });

  it('refuses a 10th image, a file that is no image and one over 5 MB', () => {
    const photo = { type: 'image/jpeg', size: 1000 };
    expect(imageRefusal(photo, 8)).toBeUndefined();
    expect(imageRefusal(photo, 9)).toBe('full');
    expect(imageRefusal({ type: 'application/pdf', size: 10 }, 0)).toBe('notImage');
    expect(imageRefusal({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 }, 0)).toBe('tooLarge');
  });

  it('allows the collection type only for a collectable order', () => {
    expect(typeAllowed('1', { isShow: 1 })).toBe(true);
    expect(typeAllowed('1', { isShow: 0 })).toBe(false);
    expect(typeAllowed('1', undefined)).toBe(false);
    expect(typeAllowed('2', undefined)).toBe(true);
  });
});
