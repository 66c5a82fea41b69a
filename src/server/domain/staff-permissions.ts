/**
 * Who on the lender's staff may do what (issue: support reads borrowers and answers feedback,
 * collections works overdue loans and waives within a limit, finance handles proofs,
 * reconciliation and write-offs and decides the applications the rules refer to a person, admin
 * manages staff and may do everything). Pure data.
 */
export const STAFF_ROLES = ['support', 'collections', 'finance', 'compliance', 'admin'] as const;
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
  /** The portfolio report and its CSV (bulk figures are finance's). */
  'portfolio.read',
  /** Put or lift a borrower flag (fraud, deceased, dispute, do-not-contact). */
  'flags.manage',
  /** Read the collections queue; numbers show masked unless the role also contacts borrowers. */
  'collections.read',
  /** Record a contact with a borrower (and see the number dialled): collectors only. */
  'collections.contact',
  /** Give overdue loans to collectors by bucket under a cap: the team's lead (admin). */
  'collections.assign',
  /**
   * Approve or decline a payment plan a collector proposed: the second person, never the
   * proposer; a collections colleague or finance.
   */
  'plans.approve',
  /**
   * Borrowers' complaints, bureau-data disputes and data requests (0026): support, who answer
   * borrowers, and finance, who keep the audit and report to regulators and bureaus, read the
   * queue and the complaints register; collectors do not, as complaints are often about them.
   */
  'rights.read',
  /**
   * Close one with an outcome: finance, as upholding or correcting a dispute changes what the
   * bureau files report; support escalates to them. Admin may do everything.
   */
  'rights.close',
  /**
   * The bureau files, their validation and submission history, and the notices sent before and
   * after each listing: compliance, who keeps the law while finance keeps the money.
   */
  'bureau.read',
  /** Download a bureau file and mark it submitted to a bureau. */
  'bureau.submit',
] as const;
export type StaffAction = (typeof ACTIONS)[number];

const GRANTS: Readonly<Record<Exclude<StaffRole, 'admin'>, readonly StaffAction[]>> = {
  support: [
    'book.read',
    'images.view',
    'feedback.reply',
    'flags.manage',
    'collections.read',
    'rights.read',
  ],
  collections: [
    'book.read',
    'images.view',
    'waiver.post',
    'flags.manage',
    'collections.read',
    'collections.contact',
    'plans.approve',
  ],
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
    'portfolio.read',
    'flags.manage',
    'collections.read',
    'plans.approve',
    'rights.read',
    'rights.close',
  ],
  compliance: [
    'book.read',
    'collections.read',
    'flags.manage',
    'rights.read',
    'rights.close',
    'bureau.read',
    'bureau.submit',
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
