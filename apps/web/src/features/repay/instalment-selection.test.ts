import { describe, expect, it } from 'vitest';
import {
  canPay,
  initialSelection,
  isAllSelected,
  isClickable,
  type Selection,
  selectedTotal,
  setPayAll,
  tap,
  toggle,
} from './instalment-selection.ts';

/** mulberry32: a small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, bool: () => next() < 0.5 };
}

const RUNS = 300;
const SEEDS = Array.from({ length: RUNS }, (_, i) => 0x5eed + i * 7919);

/** Random pending periods: 0–12 of them, amounts in minor units (some zero). */
function periods(rng: ReturnType<typeof random>): number[] {
  return Array.from({ length: rng.int(0, 12) }, () =>
    rng.next() < 0.05 ? 0 : rng.int(1, 5_000_000_00),
  );
}

function anySelection(rng: ReturnType<typeof random>, n: number): Selection {
  return Array.from({ length: n }, () => rng.bool());
}

/** The length of the run of selected periods from the first, or -1 if it is not a run. */
function runLength(selection: Selection): number {
  const k = selection.indexOf(false);
  const length = k === -1 ? selection.length : k;
  return selection.slice(length).some(Boolean) ? -1 : length;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

type Op =
  | { kind: 'tap'; index: number }
  | { kind: 'toggle'; index: number }
  | { kind: 'payAll'; on: boolean };

function ops(rng: ReturnType<typeof random>, n: number): Op[] {
  return Array.from({ length: rng.int(0, 30) }, (): Op => {
    const r = rng.next();
    if (r < 0.4) return { kind: 'tap', index: rng.int(-1, n) };
    if (r < 0.8) return { kind: 'toggle', index: rng.int(0, Math.max(0, n - 1)) };
    return { kind: 'payAll', on: rng.bool() };
  });
}

function apply(selection: Selection, n: number, op: Op): Selection {
  switch (op.kind) {
    case 'tap':
      return tap(selection, op.index);
    case 'toggle':
      return toggle(selection, op.index);
    case 'payAll':
      return setPayAll(n, op.on);
  }
}

describe('instalment selection (property tests, seeded)', () => {
  it('on load exactly the first period is selected', () => {
    for (const seed of SEEDS) {
      const amounts = periods(random(seed));
      const s = initialSelection(amounts.length);
      expect(s).toHaveLength(amounts.length);
      expect(s.filter(Boolean).length, `seed ${seed}`).toBe(Math.min(1, amounts.length));
      if (amounts.length > 0) expect(s[0]).toBe(true);
      expect(selectedTotal(amounts, s)).toBe(amounts[0] ?? 0);
    }
  });

  it('ticking a period selects it and every earlier one, and touches nothing later', () => {
    for (const seed of SEEDS) {
      const rng = random(seed);
      const n = rng.int(1, 12);
      const before = anySelection(rng, n);
      const i = rng.int(0, n - 1);
      if (before[i]) continue;
      const after = toggle(before, i);
      for (let j = 0; j < n; j++) {
        expect(after[j], `seed ${seed} j ${j}`).toBe(j <= i ? true : before[j]);
      }
    }
  });

  it('unticking a period clears it and every later one, and touches nothing earlier', () => {
    for (const seed of SEEDS) {
      const rng = random(seed);
      const n = rng.int(1, 12);
      const before = anySelection(rng, n);
      const i = rng.int(0, n - 1);
      if (!before[i]) continue;
      const after = toggle(before, i);
      for (let j = 0; j < n; j++) {
        expect(after[j], `seed ${seed} j ${j}`).toBe(j >= i ? false : before[j]);
      }
    }
  });

  it('only the first pending period is clickable: a tap elsewhere changes nothing', () => {
    for (const seed of SEEDS) {
      const rng = random(seed);
      const n = rng.int(0, 12);
      const before = anySelection(rng, n);
      const i = rng.int(-2, n + 2);
      expect(isClickable(i)).toBe(i === 0);
      if (i !== 0) expect(tap(before, i)).toBe(before);
      else if (n > 0) expect(tap(before, i)).toEqual(toggle(before, 0));
    }
  });

  it('pay all selects every period; off leaves only the first', () => {
    for (const seed of SEEDS) {
      const amounts = periods(random(seed));
      const n = amounts.length;
      const all = setPayAll(n, true);
      expect(all.every(Boolean)).toBe(true);
      expect(isAllSelected(all)).toBe(n > 0);
      expect(selectedTotal(amounts, all)).toBe(sum(amounts));
      const first = setPayAll(n, false);
      expect(first).toEqual(initialSelection(n));
      expect(isAllSelected(first)).toBe(n === 1);
    }
  });

  it('from load, any sequence of taps, ticks and pay-all keeps a run from the first period, and the total is its sum', () => {
    for (const seed of SEEDS) {
      const rng = random(seed);
      const amounts = periods(rng);
      const n = amounts.length;
      let s = initialSelection(n);
      for (const op of ops(rng, n)) {
        const before = s;
        s = apply(s, n, op);
        expect(s, `seed ${seed}`).toHaveLength(n);
        const k = runLength(s);
        expect(k, `seed ${seed} ${JSON.stringify(op)}`).toBeGreaterThanOrEqual(0);
        const total = selectedTotal(amounts, s);
        expect(total).toBe(sum(amounts.slice(0, k)));
        expect(isAllSelected(s)).toBe(n > 0 && k === n);
        // Ticking never lowers the total; unticking never raises it.
        if (op.kind === 'toggle' && !before[op.index]) {
          expect(total).toBeGreaterThanOrEqual(selectedTotal(amounts, before));
        }
        if (op.kind === 'toggle' && before[op.index]) {
          expect(total).toBeLessThanOrEqual(selectedTotal(amounts, before));
        }
      }
    }
  });

  it('the total is the sum of the ticked periods, for any selection', () => {
    for (const seed of SEEDS) {
      const rng = random(seed);
      const amounts = periods(rng);
      const s = anySelection(rng, amounts.length);
      expect(selectedTotal(amounts, s)).toBe(sum(amounts.filter((_, i) => s[i])));
    }
  });

  it('paying needs a total above zero', () => {
    expect(canPay(0)).toBe(false);
    expect(canPay(1)).toBe(true);
    const amounts = [100, 200];
    expect(canPay(selectedTotal(amounts, toggle(initialSelection(2), 0)))).toBe(false);
  });

  it('ignores a period index outside the list', () => {
    const s = initialSelection(3);
    expect(toggle(s, -1)).toBe(s);
    expect(toggle(s, 3)).toBe(s);
  });
});
