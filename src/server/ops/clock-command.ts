/** `npm run ops -- clock [+10d | reset]`: shows or moves the sandbox clock (sandbox mode only). */
import { advanceLiving, parseShift, type SandboxClock } from '../features/sandbox';
import { runDueJobs } from '../jobs/run';
import type { ServerDeps } from '../types';
import { jobDeps } from './job-deps';

/**
 * What the command needs of the registry's deps, named here as the other command areas do, so this
 * module and commands.ts (which lists it) do not import each other.
 */
interface ClockDeps
  extends Pick<ServerDeps, 'db' | 'config'>, Partial<Pick<ServerDeps, 'sms' | 'log'>> {
  readonly sandboxClock: SandboxClock | undefined;
}
type Print = (line: string) => void;

export const CLOCK_USAGE = 'clock | clock +10d (also +3h, +30m, +1d12h) | clock reset';

export async function runClockCommand(
  deps: ClockDeps,
  args: readonly string[],
  print: Print,
): Promise<number> {
  const clock = deps.sandboxClock;
  if (!clock) {
    print('refused: the clock can only be moved in sandbox mode (SANDBOX=1)');
    return 1;
  }
  const [step] = args;
  if (step === 'reset') {
    await clock.reset();
  } else if (step !== undefined) {
    const shift = parseShift(step);
    if (shift === undefined) {
      print(`not a forward step: ${step} (usage: ${CLOCK_USAGE})`);
      return 2;
    }
    // As time would pass: the jobs run on each day skipped, in its daylight too.
    const jobs = jobDeps(deps, clock.now);
    await advanceLiving(clock, shift, () => runDueJobs(jobs));
  } else {
    await clock.refresh();
  }
  const days = (clock.offsetMs() / 86_400_000).toFixed(2);
  print(
    `server time ${new Date(clock.now()).toISOString()} (${days} days ahead of the wall clock)`,
  );
  return 0;
}
