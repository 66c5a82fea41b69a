/**
 * `npm run ops -- staff add <email> <role>`: the first admin (and anyone after) is made here; the
 * password and TOTP secret are printed once, for the person to store in their authenticator.
 * `staff disable|enable|password|authenticator <email>` offboard and recover a member.
 */
import { ApiError } from '../../api-error';
import type { ServerDeps } from '../../types';
import { audit } from './audit';
import { addStaff } from './auth-service';
import { STAFF_ROLES } from './permissions';
import { listStaff } from './staff-repo';
import { changeStaff, isStaffChange, STAFF_CHANGES, type StaffChange } from './staff-lifecycle';
import { totpUri } from './totp';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;
type Print = (line: string) => void;

export const STAFF_USAGE = `usage: staff add <email> <${STAFF_ROLES.join('|')}> | staff list | staff <${STAFF_CHANGES.join('|')}> <email>`;

/** disable, enable, password, authenticator: prints what the member needs, once. */
async function runChange(deps: Deps, change: StaffChange, email: string, print: Print) {
  try {
    const done = await changeStaff(deps, { staffId: null, ip: null }, email, change);
    print(`${change}: #${done.staff.id} ${done.staff.email}, ${done.sessionsEnded} sessions ended`);
    if (done.password) print(`password: ${done.password}`);
    if (done.totpSecret) {
      print(`TOTP secret: ${done.totpSecret}`);
      print(totpUri('Mkopo ops', done.staff.email, done.totpSecret));
    }
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    print(`refused: no staff account ${email}`);
    return 1;
  }
}

export async function runStaffCommand(
  deps: Deps,
  args: readonly string[],
  print: Print,
): Promise<number> {
  const [command, email, role] = args;
  if (command === 'list') {
    for (const row of await listStaff(deps.db))
      print(`#${row.id} ${row.email} ${row.role}${row.disabledAt ? ' (disabled)' : ''}`);
    return 0;
  }
  if (command && isStaffChange(command) && email && !role)
    return runChange(deps, command, email, print);
  if (command !== 'add' || !email || !role) {
    print(STAFF_USAGE);
    return 2;
  }
  try {
    const made = await addStaff(deps, email, role);
    await audit(deps, null, 'staff.add', `staff:${made.staff.id}`, { role, by: 'cli' }, null);
    print(`added #${made.staff.id} ${made.staff.email} as ${made.staff.role}`);
    print(`password: ${made.password}`);
    print(`TOTP secret: ${made.totpSecret}`);
    print(totpUri('Mkopo ops', made.staff.email, made.totpSecret));
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    print(error.codeName === 'exists' ? `refused: ${email} already has an account` : STAFF_USAGE);
    return 1;
  }
}
