/**
 * The staff console's entry (docs/architecture.md §8, the top step: it may use every feature's
 * entry, and none uses it): its API and page, the audit's anchoring, its commands, and the
 * collections promises settled each day.
 */
export { OPS_API_PREFIX, opsConsolePlugin } from './plugin';
export { registerOpsPage } from './page';
export { startAuditAnchoring } from './audit-anchoring';
export { AUDIT_USAGE, runAuditCommand } from './audit-command';
export { STAFF_USAGE, runStaffCommand } from './staff-command';
export { settlePromises } from './collections-queue';
// The desk's own actions and a member with chosen secrets, for the demo book (src/server/ops/demo-book).
export { recordContact } from './collections-contacts';
export { flagBorrower } from './flags';
export { decidePlan, proposePlan } from './payment-plans';
export { addStaffWithSecrets, type StaffIdentity } from './auth-service';
export { base32Encode } from './totp';
