/**
 * The operations commands (`npm run ops -- <area> ...`), one registry for both ways they run:
 * inside the running server through its local operations endpoint, or on the database directly
 * when no server holds it (scripts/ops.ts decides). Each area is one module.
 */
import type { ServerDeps } from '../types';
import type { SandboxClock } from '../features/sandbox';
import { FEEDBACK_USAGE, runFeedbackCommand } from '../features/feedback';
import { CLOCK_USAGE, runClockCommand } from './clock-command';
import {
  AUDIT_USAGE,
  STAFF_USAGE,
  runAuditCommand,
  runStaffCommand,
} from '../features/ops-console';
import { FORMS_USAGE, runFormsCommand } from '../forms/fleet-command';
import { DEMO_BOOK_USAGE, runDemoBookCommand } from './demo-book/command';

export type Print = (line: string) => void;

export interface OpsDeps extends Pick<ServerDeps, 'db' | 'clock' | 'config'> {
  /** The sandbox clock, in sandbox mode. */
  readonly sandboxClock: SandboxClock | undefined;
  /** The server's SMS gateways and log, when the command runs inside it. */
  readonly sms?: ServerDeps['sms'];
  readonly log?: ServerDeps['log'];
}

export interface OpsCommand {
  readonly usage: string;
  /** Runs `args` (after the area name); returns the process exit code. */
  run(deps: OpsDeps, args: readonly string[], print: Print): Promise<number>;
}

const COMMANDS = new Map<string, OpsCommand>([
  ['feedback', { usage: FEEDBACK_USAGE, run: runFeedbackCommand }],
  ['clock', { usage: CLOCK_USAGE, run: runClockCommand }],
  ['staff', { usage: STAFF_USAGE, run: runStaffCommand }],
  ['audit', { usage: AUDIT_USAGE, run: runAuditCommand }],
  ['forms', { usage: FORMS_USAGE, run: runFormsCommand }],
  ['demo-book', { usage: DEMO_BOOK_USAGE, run: runDemoBookCommand }],
]);

/** Adds an area (a module of its own calls this at import). */
export function registerOpsCommand(area: string, command: OpsCommand): void {
  COMMANDS.set(area, command);
}

export function opsUsage(): string {
  return [...COMMANDS.entries()]
    .map(([area, c]) => `npm run ops -- ${area}: ${c.usage}`)
    .join('\n');
}

/** Runs one command line (`[area, ...args]`); unknown areas print the usage and exit 2. */
export async function runOpsCommand(
  deps: OpsDeps,
  argv: readonly string[],
  print: Print,
): Promise<number> {
  const [area, ...args] = argv;
  const command = area === undefined ? undefined : COMMANDS.get(area);
  if (!command) {
    print(opsUsage());
    return 2;
  }
  return command.run(deps, args, print);
}
