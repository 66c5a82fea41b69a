/**
 * Credit decisions (decision 0049): an application decided by its country's policy file, stored
 * with everything needed to replay and explain it. Other features import this entry.
 */
export { decideApplication, policyFor, type Application, type Decided } from './decide';
export { gatherOutside, type OutsideOrder } from './outside';
export { queueDeclineSms, reasonWords } from './decline-sms';
export { limitChange, queueLimitSms, type LimitChange } from './limit-sms';
export { decisionsOf, policyVersion, type DecisionRow } from './repo';
export { BUILT_IN_VERSION, builtInPolicy } from './built-in';
export { toldReasons, type Told } from './told';
export { approvalByGroup, comparePolicies, type GroupRow, type PolicyRow } from './compare-repo';
export { fourEyesAbove, pendingApproval, recordStaffDecision, type StaffOutcome } from './staff';
export { payoutSimVerdict, type PayoutSimVerdict } from './payout-sim';
export {
  holdOf,
  holdPayout,
  releaseStep,
  type PayoutHold,
  type ReleaseStep,
} from './payout-hold-repo';
export { carriedLimit, type CarriedLimit } from './carried';
