/**
 * Who on the lender's staff may do what (issue: support reads borrowers and answers feedback,
 * collections works overdue loans and waives within a limit, finance handles proofs,
 * reconciliation and write-offs and decides the applications the rules refer to a person, admin
 * manages staff and may do everything). Pure data.
 */
export const STAFF_ROLES = ['support', 'collections', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ACTIONS = [
  'book.read',
  'images.view',
  'feedback.reply',
  'proofs.review',
  'referrals.review',
  'waiver.post',
  'writeoff.post',
  'refund.post',
  'reconcile.run',
  'audit.read',
  'staff.manage',
] as const;
export type StaffAction = (typeof ACTIONS)[number];

const GRANTS: Readonly<Record<Exclude<StaffRole, 'admin'>, readonly StaffAction[]>> = {
  support: ['book.read', 'images.view', 'feedback.reply'],
  collections: ['book.read', 'images.view', 'waiver.post'],
  finance: [
    'book.read',
    'images.view',
    'proofs.review',
    'referrals.review',
    'waiver.post',
    'writeoff.post',
    'refund.post',
    'reconcile.run',
    'audit.read',
  ],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function may(role: StaffRole, action: StaffAction): boolean {
  return role === 'admin' || GRANTS[role].includes(action);
}

/** Every action a role may take: the console shows only the pages behind them. */
export function actionsOf(role: StaffRole): StaffAction[] {
  return ACTIONS.filter((action) => may(role, action));
}

/** The largest penalty a role may waive on one loan in one go, in shillings (null: no cap). */
export const WAIVER_CAP: Readonly<Record<StaffRole, number | null>> = {
  support: 0,
  collections: 20_000,
  finance: 200_000,
  admin: null,
};
