/**
 * The demo book's staff: one member of every role (two collectors, so a plan has its second
 * person), each with a sign-in printed for the demo. The authenticator secret is derived from the
 * role, so an authenticator app set up once keeps working on a rebuilt book; never for production.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { STAFF_ROLES, type StaffRole } from '../../domain/staff-permissions';
import { addStaffWithSecrets, base32Encode, type StaffIdentity } from '../../features/ops-console';

export interface DemoStaff extends StaffIdentity {
  readonly password: string;
  readonly totpSecret: string;
}

export const DEMO_DOMAIN = 'demo.mkopo.test';

/** The known authenticator secret of a demo member (base32, as authenticator apps read it). */
export function demoTotpSecret(email: string): string {
  return base32Encode(createHash('sha256').update(`demo-book:${email}`).digest().subarray(0, 20));
}

/** The known password of a demo member. */
export const demoPassword = (role: string) => `demo-${role}-console`;

const members = (): { email: string; role: StaffRole }[] => [
  ...STAFF_ROLES.map((role) => ({ email: `${role}@${DEMO_DOMAIN}`, role })),
  { email: `collections2@${DEMO_DOMAIN}`, role: 'collections' },
];

export async function addDemoStaff(db: Db, now: number): Promise<DemoStaff[]> {
  const made: DemoStaff[] = [];
  for (const { email, role } of members()) {
    const password = demoPassword(email.split('@')[0]!);
    const totpSecret = demoTotpSecret(email);
    const member = await addStaffWithSecrets(
      { db, clock: () => now },
      { email, role, password, totpSecret },
    );
    made.push({ ...member, password, totpSecret });
  }
  return made;
}
