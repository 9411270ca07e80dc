import { describe, expect, it } from 'vitest';
import { orderStatuses } from '@tenor/contract/orders';
import { allowedTargets, canMove, transitions } from './order-transitions.ts';

describe('order transitions', () => {
  it('lists exactly the allowed moves', () => {
    expect(
      transitions.map(
        (t) =>
          `${t.from}→${t.to}${t.termUnit ? ` (${t.termUnit})` : ''}${t.byExtension ? ' (extension)' : ''}${t.byBorrower ? ` (${t.byBorrower})` : ''}`,
      ),
    ).toMatchInlineSnapshot(`
        [
          "21→110",
          "21→151",
          "110→170 (day)",
          "110→3 (month)",
          "170→174",
          "174→180",
          "170→200",
          "174→200",
          "180→200",
          "3→5",
          "5→3",
          "3→4",
          "5→4",
          "174→170 (extension)",
          "180→170 (extension)",
          "170→201 (exit)",
          "3→201 (exit)",
          "21→152 (cancel)",
        ]
      `);
  });

  it('disburses day loans to 170 and instalment loans to 3', () => {
    expect(allowedTargets(110, 'day')).toEqual([170]);
    expect(allowedTargets(110, 'month')).toEqual([3]);
    expect(canMove(110, 3, 'day')).toBe(false);
    expect(canMove(110, 170, 'month')).toBe(false);
  });

  it('allows the documented moves and refuses the rest', () => {
    expect(canMove(21, 110, 'day')).toBe(true);
    expect(canMove(21, 151, 'month')).toBe(true);
    expect(canMove(174, 180, 'day')).toBe(true);
    expect(canMove(180, 200, 'day')).toBe(true);
    expect(canMove(5, 3, 'month')).toBe(true);
    expect(canMove(21, 200, 'day')).toBe(false);
    expect(canMove(180, 174, 'day')).toBe(false);
    expect(canMove(200, 170, 'day')).toBe(false);
    expect(canMove(21, 21, 'day')).toBe(false);
  });

  it('takes a due or overdue day loan back to 170 only for a paid extension', () => {
    expect(canMove(174, 170, 'day')).toBe(false);
    expect(canMove(180, 170, 'day')).toBe(false);
    expect(allowedTargets(174, 'day')).toEqual([180, 200]);
    expect(canMove(174, 170, 'day', 'extension')).toBe(true);
    expect(canMove(180, 170, 'day', 'extension')).toBe(true);
    expect(canMove(5, 3, 'month', 'extension')).toBe(true);
  });

  it('closes in cooling-off only by a paid exit, and cancels only under review, by the borrower', () => {
    expect(canMove(170, 201, 'day')).toBe(false);
    expect(canMove(170, 201, 'day', 'exit')).toBe(true);
    expect(canMove(3, 201, 'month', 'exit')).toBe(true);
    expect(canMove(174, 201, 'day', 'exit')).toBe(false);
    expect(allowedTargets(21, 'day')).toEqual([110, 151]);
    expect(allowedTargets(21, 'day', 'cancel')).toEqual([110, 151, 152]);
    expect(canMove(110, 152, 'day', 'cancel')).toBe(false);
    expect(canMove(170, 152, 'day', 'cancel')).toBe(false);
  });

  it('ends in the final statuses and only ever targets known statuses', () => {
    for (const final of [151, 200, 4, 201, 152]) {
      expect(allowedTargets(final, 'day')).toEqual([]);
      expect(allowedTargets(final, 'month')).toEqual([]);
    }
    for (const t of transitions) {
      expect(orderStatuses).toContain(t.from);
      expect(orderStatuses).toContain(t.to);
    }
  });
});
