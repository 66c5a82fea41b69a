/**
 * Builds a demo book by living it: the sandbox clock stops on each day something happens (the
 * morning, after the quiet hours), the day's repayments and new loans go through the services
 * (each application decided by the country's credit policy, its decision kept for the console),
 * and the background jobs run as the server runs them (payouts' callbacks, accrual, the close of
 * each business day, reminders, promises, plans, the bureau's notices and files). The desk's work
 * (promises, plans, disputes, complaints, flags) happens on the days before the last.
 */
import { startOfBusinessDay, businessDay } from '../../domain/business-date';
import { runDueJobs } from '../../jobs/run';
import { productOf } from '../../features/products';
import type { SandboxClock } from '../../features/sandbox';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import {
  hasBorrowers,
  refreshStatistics,
  writeApplications,
  type WrittenApplication,
} from './borrowers-repo';
import { complaint, dispute, doNotContact, plan, promise, type Desk } from './desk';
import { decideApplication, repay, type Decision } from './loans';
import { demoPerson, type Oddness } from './people';
import { planBook, seeded, type DemoStory } from './scenarios';
import { addDemoStaff, type DemoStaff } from './staff';

type Deps = Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>;

export interface DemoBookOptions {
  readonly size: number;
  readonly seed: string;
  readonly country: Country;
}

export interface DemoBook {
  readonly staff: readonly DemoStaff[];
  readonly borrowers: number;
  readonly days: number;
  /** Where the time went: each part of the build with its seconds. */
  readonly phases: string;
}

const HOUR_MS = 3_600_000;
/** Stops at 10:30 local: after the quiet hours and the bureau's 10:00 run. */
const MORNING_MS = 10.5 * HOUR_MS;
/** The afternoon of the same day, by when late callbacks have come and lost ones been asked for. */
const AFTERNOON_MS = 7 * HOUR_MS;

/** Runs the due jobs until none is left (each pass takes a bounded batch). */
async function drainJobs(deps: Deps): Promise<void> {
  for (let pass = 0; pass < 200; pass++) if ((await runDueJobs(deps, 50)).jobs === 0) return;
}

/** Seconds spent in each part of the build, so a slow book says which part grew. */
function phaseClock() {
  const spent = new Map<string, number>();
  return {
    async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
      const from = performance.now();
      try {
        return await work();
      } finally {
        spent.set(phase, (spent.get(phase) ?? 0) + performance.now() - from);
      }
    },
    summary: () => [...spent].map(([p, ms]) => `${p} ${(ms / 1000).toFixed(0)} s`).join(', '),
  };
}

async function moveTo(clock: SandboxClock, at: number): Promise<void> {
  const ms = Math.round(at - clock.now());
  if (ms > 0) await clock.advance(ms);
}

/** What a story's borrower answers so that the policy decides as the story goes; `n`: its count. */
const oddnessOf = (story: DemoStory['story'], n: number): Oddness | undefined =>
  story.kind === 'referred'
    ? { kind: 'simSwapped', n }
    : story.kind === 'rejected'
      ? { kind: 'overdueElsewhere' }
      : undefined;

/** The policy's outcome a story goes on from. */
const expectedOf = (decision: Decision) =>
  decision === 'referred' || decision === 'rejected' ? decision : 'approved';

const decisionOf = (story: DemoStory['story']): Decision =>
  story.kind === 'referred' ||
  story.kind === 'approved' ||
  story.kind === 'rejected' ||
  story.kind === 'cancelled'
    ? story.kind
    : 'pay';

export async function buildDemoBook(
  deps: Deps,
  clock: SandboxClock,
  options: DemoBookOptions,
  progress: (line: string) => void,
): Promise<DemoBook> {
  if (await hasBorrowers(deps.db)) throw new Error('the database already has borrowers');
  const { country } = options;
  const product = productOf(country);
  const maxAmount = product.ladder[0]!.limit;
  const book = planBook({
    size: options.size,
    seed: options.seed,
    term: product.terms[0]!,
    minAmount: Math.max(product.minAmount, Math.floor(maxAmount / 3)),
    maxAmount,
    stepAmount: product.stepAmount,
  });
  const random = seeded(`${options.seed}:people`);
  const firstDay = businessDay(clock.now(), country) + 1;
  const staff = await addDemoStaff(deps.db, clock.now());
  const byRole = (email: string) => staff.find((s) => s.email.startsWith(`${email}@`))!;
  const desk: Desk = {
    collector: byRole('collections'),
    secondCollector: byRole('collections2'),
    support: byRole('support'),
  };
  const loans = new Map<number, WrittenApplication>();
  const began = Date.now();
  const elapsed = () => ((Date.now() - began) / 1000).toFixed(0);
  const overdueOn = (day: number) =>
    book.stories.flatMap((s) => {
      const loan = loans.get(s.index);
      return s.story.kind === 'overdue' && s.story.startDay + book.term < day && loan ? [loan] : [];
    });
  const done = new Set<DeskStep>();
  const phases = phaseClock();
  const jobs = () => phases.time('jobs', () => drainJobs(deps));
  let swapped = 0;
  let otherwise = 0;
  const start = async (starting: readonly DemoStory[]) => {
    const people = starting.map((s) => {
      const odd = oddnessOf(s.story, swapped);
      if (odd?.kind === 'simSwapped') swapped++;
      return demoPerson(country, s.index, random, s.amount, odd);
    });
    const written = await writeApplications(deps.db, country, people, clock.now());
    for (const [i, application] of written.entries()) {
      const story = starting[i]!;
      loans.set(story.index, application);
      const decision = decisionOf(story.story);
      const outcome = await decideApplication(deps, application, decision);
      if (outcome !== expectedOf(decision)) otherwise++;
    }
  };
  for (const day of book.stopDays) {
    await moveTo(clock, startOfBusinessDay(firstDay + day, country) + MORNING_MS);
    // The book has grown since the last stop: the planner reads it as it is now.
    await phases.time('statistics', () => refreshStatistics(deps.db));
    await phases.time('repayments', async () => {
      for (const { index, story } of book.stories) {
        const loan = loans.get(index);
        if (!loan) continue;
        if (story.kind === 'finished' && story.repayDay === day) await repay(deps, loan, 1);
        if (story.kind === 'overdue' && story.partDay === day) await repay(deps, loan, 0.3);
      }
    });
    const starting = book.stories.filter((s) => s.story.startDay === day);
    // The last day's applications are decided after its afternoon: an approval then still waits
    // for its automatic payout (hours away) as the book opens, instead of having been paid out.
    if (day !== book.horizon) await phases.time('applications', () => start(starting));
    await jobs();
    for (const [step, daysLeft] of DESK_STEPS)
      if (!done.has(step) && book.horizon - day <= daysLeft) {
        done.add(step);
        await phases.time('desk', () => deskWork(deps, desk, country, step, overdueOn(day)));
        await jobs();
      }
    await moveTo(clock, clock.now() + AFTERNOON_MS);
    await jobs();
    if (day === book.horizon) {
      await phases.time('applications', () => start(starting));
      await jobs();
    }
    progress(`day ${day} of ${book.horizon}: ${loans.size} borrowers (${elapsed()} s)`);
  }
  // A product or policy that reads the sandbox's answers otherwise decides some differently.
  if (otherwise > 0) progress(`${otherwise} applications the credit policy decided otherwise`);
  return { staff, borrowers: loans.size, days: book.horizon, phases: phases.summary() };
}

type DeskStep = 'complaints' | 'disputes' | 'calls';

/** When each step of the desk's work happens: days before the last day (complaints fall overdue). */
const DESK_STEPS: readonly (readonly [DeskStep, number])[] = [
  ['complaints', 45],
  ['disputes', 20],
  ['calls', 0],
];

/** The desk's work due `daysLeft` days before the last day, over the loans overdue then. */
async function deskWork(
  deps: Deps,
  desk: Desk,
  country: Country,
  step: DeskStep,
  overdue: readonly WrittenApplication[],
): Promise<void> {
  const every = (n: number, r: number) => overdue.filter((_, i) => i % n === r);
  if (step === 'complaints') for (const loan of every(12, 4)) await complaint(deps, loan);
  if (step === 'disputes') for (const loan of every(20, 3)) await dispute(deps, loan);
  if (step !== 'calls') return;
  for (const loan of every(10, 1)) await promise(deps, desk, loan, country);
  for (const [i, loan] of every(15, 2).entries())
    await plan(deps, desk, loan, country, i % 2 === 0);
  for (const loan of every(40, 5)) await doNotContact(deps, desk, loan);
}
