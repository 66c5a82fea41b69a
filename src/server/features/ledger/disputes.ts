/**
 * Contradicting provider reports as operations reads and closes them (the SQL is in
 * disputes-repo.ts; the ledger records them in callbacks.ts).
 */
export { listOpenDisputes, resolveDispute, type DisputeRow } from './disputes-repo';
