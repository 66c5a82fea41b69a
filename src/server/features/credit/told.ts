/**
 * What a declined borrower is told (decision 0049): the main reasons of the latest decision in
 * words they can read (codes the app words from forms:credit.*), whether each is theirs to change,
 * the limit when it is below what they asked, and the bureau whose report was used (decision
 * 0051). Never the score.
 */
import type { Db } from '../../db/client';
import type { Policy } from '../../domain/credit-policy';
import type { Country } from '../../../shared/countries';
import { bureauFacts } from '../bureau';
import { decisionsOf, policyVersion } from './repo';
import { BUILT_IN_VERSION, builtInPolicy } from './built-in';

export interface Told {
  readonly reasons: { code: string; advice: boolean }[];
  readonly limit?: number;
  /** The bureau whose report decided it, and where its report is free (Kenya's CRB rules). */
  readonly bureau?: { name: string; contact: string };
}

/** The bureau a decision's inputs say answered, with its contact in country data. */
function bureauTold(country: Country, inputs: unknown): Told['bureau'] {
  const name = (inputs as Record<string, unknown> | null)?.['bureau.name'];
  if (typeof name !== 'string') return undefined;
  const contact = bureauFacts(country)?.reportContacts?.[name];
  return contact ? { name, contact } : undefined;
}

export async function toldReasons(db: Db, orderId: number): Promise<Told> {
  const [latest] = await decisionsOf(db, orderId);
  if (!latest || latest.outcome !== 'decline') return { reasons: [] };
  const kept = await policyVersion(db, latest.policyVersion);
  const policy: Policy | undefined =
    latest.policyVersion === BUILT_IN_VERSION ? builtInPolicy('') : (kept?.body as Policy);
  const reasons = latest.reasons.map((code) => ({
    code,
    advice: policy?.reasons[code]?.advice ?? false,
  }));
  const bureau = bureauTold(latest.country, latest.inputs);
  return {
    reasons,
    ...(latest.limitAmount > 0 ? { limit: latest.limitAmount } : {}),
    ...(bureau ? { bureau } : {}),
  };
}
