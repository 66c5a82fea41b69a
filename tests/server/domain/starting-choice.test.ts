/** Protects where confirm starts: never silently at the maximum, a raised limit never preselected. */
import { describe, expect, it } from 'vitest';
import { startingChoice } from '../../../src/server/domain/starting-choice';

const range = (from: number, to: number, step: number) =>
  Array.from({ length: (to - from) / step + 1 }, (_, i) => from + i * step);
const first = { amounts: range(1_000, 60_000, 1_000), terms: [91, 120, 180] };
const raised = { amounts: range(1_000, 150_000, 1_000), terms: [91, 120, 180, 270, 365] };

describe('startingChoice', () => {
  it('starts a first loan in the middle, not at the maximum', () => {
    expect(startingChoice(first, [])).toEqual({ amount: 30_000, days: 120 });
  });

  it("starts a repeat loan from the borrower's last amount and term, though more is offered", () => {
    expect(startingChoice(raised, [{ amount: 30_000, days: 91 }])).toEqual({
      amount: 30_000,
      days: 91,
    });
  });

  it('takes the first remembered value that is offered, field by field', () => {
    expect(
      startingChoice(first, [
        { amount: 70_000, days: null },
        { amount: 20_000, days: 180 },
      ]),
    ).toEqual({ amount: 20_000, days: 180 });
  });

  it('has nothing to start from when nothing is offered', () => {
    expect(startingChoice({ amounts: [], terms: [91] }, [])).toBeUndefined();
  });
});
