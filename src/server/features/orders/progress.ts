/**
 * Where the borrower's application stands: the status number of §4 whose screen (§2) comes next.
 * Every profile step answers with it (contract `progress`), so the client routes with
 * `screenForStatus`. Steps in order (src/shared/orders.ts PROFILE_STEPS): 6 personal info,
 * 11 work + contacts, 12 ID and face, 17 questionnaire, 5 wallet, then 14 confirm.
 */
import { ORDER_STATUS } from '../../../shared/orders';
import type { ServerDeps } from '../../types';
import { completedProfileForms } from '../profile/repo';

export interface Progress {
  orderNo?: string;
  status: number;
}

/**
 * The next step of the borrower's application. Checks of the KYC and wallet steps join here as
 * those features land; until then the forms decide.
 */
export async function profileProgress(deps: ServerDeps, userId: number): Promise<Progress> {
  const done = await completedProfileForms(deps.db, userId);
  if (!done.has('personal')) return { status: ORDER_STATUS.basicInfo };
  if (!done.has('work') || !done.has('contacts')) return { status: ORDER_STATUS.addition };
  if (!done.has('questionnaire')) return { status: ORDER_STATUS.question };
  return { status: ORDER_STATUS.bindCard };
}
