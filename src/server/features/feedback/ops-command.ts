/**
 * `npm run ops -- feedback ...`: how customer service lists threads, reads one, replies and
 * moves its status (docs/product.md §4: staff replies happen off-screen; §6: no staff role in the app).
 */
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { listForStaff, replyAsStaff, setStatusAsStaff, showForStaff } from './staff';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Print = (line: string) => void;

export const FEEDBACK_USAGE =
  'usage: feedback list [status...] | show <id> | reply <id> "<text>" | status <id> <1-4>';

const iso = (date: Date) => date.toISOString().replace(/\.\d+Z$/, 'Z');

function idArg(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1)
    throw new Error(`not a feedback id: ${value ?? '(missing)'}`);
  return id;
}

async function show(deps: Deps, id: number, print: Print): Promise<void> {
  const { feedback: row, messages, files } = await showForStaff(deps, id);
  print(
    `#${row.id} type ${row.type} status ${row.status} user ${row.userId} ${iso(row.createdAt)}`,
  );
  if (row.orderNo) print(`order ${row.orderNo}`);
  if (row.contactTel || row.contactEmail)
    print(`contact ${row.contactTel ?? ''} ${row.contactEmail ?? ''}`.trim());
  print(row.description);
  for (const file of files) print(`image ${file.id} ${file.storedName}`);
  for (const message of messages)
    print(`[${iso(message.createdAt)}] ${message.sender}: ${message.content}`);
}

/** Runs one command; returns the process exit code. */
export async function runFeedbackCommand(
  deps: Deps,
  args: readonly string[],
  print: Print,
): Promise<number> {
  const [command, first, ...rest] = args;
  try {
    if (command === 'list') {
      const statuses = [first, ...rest].filter((s): s is string => s !== undefined).map(Number);
      for (const row of await listForStaff(deps, statuses.length ? { statuses } : {})) {
        const flag = row.staffReplyUnread ? ' (reply unread)' : '';
        print(
          `#${row.id} status ${row.status} type ${row.type} ${iso(row.createdAt)} ${row.description.slice(0, 60)}${flag}`,
        );
      }
    } else if (command === 'show') {
      await show(deps, idArg(first), print);
    } else if (command === 'reply') {
      await replyAsStaff(deps, idArg(first), rest.join(' '));
      print(`replied to #${first}`);
    } else if (command === 'status') {
      await setStatusAsStaff(deps, idArg(first), Number(rest[0]));
      print(`#${first} is now status ${rest[0]}`);
    } else {
      print(FEEDBACK_USAGE);
      return 2;
    }
    return 0;
  } catch (error) {
    print(
      error instanceof ApiError ? `refused: ${error.codeName}` : String((error as Error).message),
    );
    return 1;
  }
}
