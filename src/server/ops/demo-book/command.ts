/**
 * `npm run ops -- demo-book [--size 3000] [--seed demo] [--country <code>]` (sandbox mode, an empty
 * database): a living demo book and staff of every role with a known sign-in, printed at the end
 * with the time it took.
 */
import { isCountry, DEFAULT_COUNTRY } from '../../../shared/countries';
import type { SandboxClock } from '../../features/sandbox';
import type { ServerDeps } from '../../types';
import { jobDeps } from '../job-deps';
import { buildDemoBook, type DemoBookOptions } from './build';

/** What the command needs of the registry's deps (named here, as clock-command.ts does). */
interface DemoBookDeps
  extends Pick<ServerDeps, 'db' | 'config'>, Partial<Pick<ServerDeps, 'sms' | 'log'>> {
  readonly sandboxClock: SandboxClock | undefined;
}
type Print = (line: string) => void;

export const DEMO_BOOK_USAGE = 'demo-book [--size 3000] [--seed demo] [--country <code>]';

function parse(args: readonly string[]): DemoBookOptions | undefined {
  const options: { size: number; seed: string; country: string } = {
    size: 3000,
    seed: 'demo',
    country: DEFAULT_COUNTRY,
  };
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (value === undefined) return undefined;
    if (flag === '--size') options.size = Number(value);
    else if (flag === '--seed') options.seed = value;
    else if (flag === '--country') options.country = value.toUpperCase();
    else return undefined;
  }
  const { size, seed, country } = options;
  if (!Number.isSafeInteger(size) || size < 20 || size > 100_000 || !isCountry(country))
    return undefined;
  return { size, seed, country };
}

export async function runDemoBookCommand(
  deps: DemoBookDeps,
  args: readonly string[],
  print: Print,
): Promise<number> {
  const options = parse(args);
  if (!options) {
    print(`usage: npm run ops -- ${DEMO_BOOK_USAGE}`);
    return 2;
  }
  const clock = deps.sandboxClock;
  if (!clock) {
    print('refused: a demo book is built in sandbox mode only (SANDBOX=1)');
    return 1;
  }
  const started = Date.now();
  const cpu = process.cpuUsage();
  try {
    const book = await buildDemoBook(jobDeps(deps, clock.now), clock, options, print);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const used = process.cpuUsage(cpu);
    // The processor's seconds too: on a shared machine they say what the book cost, the clock's
    // seconds what it took.
    print(
      `${book.borrowers} borrowers, ${book.days} days: ${seconds} s (${options.country}; ` +
        `processor ${((used.user + used.system) / 1e6).toFixed(1)} s)`,
    );
    print(`time in: ${book.phases}`);
    print(`server time now ${new Date(clock.now()).toISOString()}`);
    print('staff (console at /ops/; the authenticator secret goes into any TOTP app):');
    for (const s of book.staff)
      print(
        `  ${s.role.padEnd(12)} ${s.email.padEnd(32)} password ${s.password}  TOTP secret ${s.totpSecret}`,
      );
    return 0;
  } catch (error) {
    print(`refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
