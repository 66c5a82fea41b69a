/**
 * What a demo book holds, decided before anything is written: each borrower's story as days of
 * the book's history (day 0 is its first day, `horizon` its today). Pure and seeded, so the same
 * size and seed give the same book. Loans are paid out on a handful of days chosen so that, on the
 * last day, every collections bucket holds loans (1-7 through 91+) and some are not yet due.
 */

export type Story =
  /** Paid out on `startDay`, unpaid: `dpd` days past due on the last day. */
  | { readonly kind: 'overdue'; readonly startDay: number; readonly partDay?: number }
  /** Paid out, not yet due. */
  | { readonly kind: 'repaying'; readonly startDay: number }
  /** Paid out, then repaid in full on `repayDay` (before or after the due day). */
  | { readonly kind: 'finished'; readonly startDay: number; readonly repayDay: number }
  /** Applications on the last day: referred to staff, approved and waiting, declined, lapsed. */
  | {
      readonly kind: 'referred' | 'approved' | 'rejected' | 'cancelled';
      readonly startDay: number;
    };

export interface DemoStory {
  readonly index: number;
  readonly story: Story;
  /** Principal in the country's minor units, a multiple of the product's step. */
  readonly amount: number;
}

export interface BookPlan {
  readonly horizon: number;
  readonly term: number;
  readonly stories: readonly DemoStory[];
  /** The days anything happens, ascending: the sandbox clock stops on each. */
  readonly stopDays: readonly number[];
}

/** Days past due on the last day, one group of loans each: every bucket, 91+ twice. */
const OVERDUE_DPD = [3, 6, 12, 24, 45, 75, 100, 128] as const;
/** Days before the last day that loans still running were paid out. */
const RUNNING_AGE = [80, 45, 10] as const;

/** A small seeded generator (mulberry32): the book is the same for the same seed. */
export function seeded(seed: string): () => number {
  let state = [...seed].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 2654435761) >>> 0, 7);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlanInput {
  readonly size: number;
  readonly seed: string;
  /** The product's shortest term (days), and its amounts. */
  readonly term: number;
  readonly minAmount: number;
  readonly maxAmount: number;
  readonly stepAmount: number;
}

/**
 * The first borrowers' stories: a late loan in every group (one paying part on a later day), one
 * still running from each age, one finished, and each decision of the last day, so that even the
 * smallest book holds every kind.
 */
function everyKind(
  overdueStarts: readonly number[],
  runningStarts: readonly number[],
  horizon: number,
  laterStart: (day: number) => number | undefined,
  term: number,
): Story[] {
  const earliest = Math.min(...overdueStarts);
  const late = overdueStarts.map((startDay): Story => {
    const partDay = startDay === earliest ? laterStart(startDay + term) : undefined;
    return partDay === undefined
      ? { kind: 'overdue', startDay }
      : { kind: 'overdue', startDay, partDay };
  });
  const first = Math.min(...runningStarts);
  const repayDay = laterStart(first);
  return [
    ...late,
    ...runningStarts.map((startDay): Story => ({ kind: 'repaying', startDay })),
    ...(repayDay === undefined ? [] : [{ kind: 'finished', startDay: first, repayDay } as const]),
    ...(['referred', 'approved', 'rejected', 'cancelled'] as const).map((kind): Story => ({
      kind,
      startDay: horizon,
    })),
  ];
}

export function planBook(input: PlanInput): BookPlan {
  const random = seeded(input.seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const horizon = input.term + Math.max(...OVERDUE_DPD) + 2;
  const overdueStarts = OVERDUE_DPD.map((dpd) => horizon - input.term - dpd);
  const runningStarts = RUNNING_AGE.map((age) => horizon - age);
  const starts = [...overdueStarts, ...runningStarts];
  const after = (day: number) => starts.filter((d) => d > day);
  const steps = Math.floor((input.maxAmount - input.minAmount) / input.stepAmount);
  const stories: DemoStory[] = [];
  const first = everyKind(overdueStarts, runningStarts, horizon, (d) => after(d)[0], input.term);
  for (let index = 0; index < input.size; index++) {
    const roll = random();
    const startDay = pick(starts);
    let story: Story;
    if (index < first.length) story = first[index]!;
    else if (roll < 0.35) {
      const start = pick(overdueStarts);
      const partDay = random() < 0.15 ? after(start + input.term)[0] : undefined;
      story =
        partDay === undefined
          ? { kind: 'overdue', startDay: start }
          : { kind: 'overdue', startDay: start, partDay };
    } else if (roll < 0.6) story = { kind: 'repaying', startDay: pick(runningStarts) };
    else if (roll < 0.9) {
      const later = after(startDay);
      story =
        later.length === 0
          ? { kind: 'repaying', startDay }
          : { kind: 'finished', startDay, repayDay: pick(later) };
    } else
      story = {
        kind: pick(['referred', 'approved', 'rejected', 'cancelled'] as const),
        startDay: horizon,
      };
    const amount = input.minAmount + input.stepAmount * Math.floor(steps * (0.4 + 0.6 * random()));
    stories.push({ index, story, amount });
  }
  const days = new Set<number>([horizon, ...starts]);
  for (const { story } of stories) {
    if (story.kind === 'finished') days.add(story.repayDay);
    if (story.kind === 'overdue' && story.partDay !== undefined) days.add(story.partDay);
  }
  return {
    horizon,
    term: input.term,
    stories,
    stopDays: [...days].sort((a, b) => a - b),
  };
}
