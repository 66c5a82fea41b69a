/**
 * Outside data for one application (docs/decisions/0051-credit-outside-data.md), gathered before
 * the assessment's transaction so no row lock waits on a provider: only the sources the deciding
 * policy reads are asked, side by side, each bounded by OUTSIDE_DATA_TIMEOUT_MS and the whole by
 * a little more, so an application waits at most that long. The bureau is asked only when the
 * borrower's consent was recorded with the application; a source that fails in any way is an
 * outcome the policy reads, never an error.
 */
import { parseBirthday } from '../../domain/assessment';
import type { InputValue } from '../../domain/credit-policy';
import { outsideSources, type Looked } from '../../providers/outside';
import type { ServerDeps } from '../../types';
import type { Country } from '../../../shared/countries';
import { policyFor } from './decide';
import { bureauInputs, identityInputs, simInputs, sourcesRead } from './outside-inputs';
import { consentWith, payoutNumberOf } from './outside-repo';
import { formsOf } from './repo';

type Deps = Pick<ServerDeps, 'db' | 'config'>;

export interface OutsideOrder {
  readonly id: number;
  readonly userId: number;
  readonly country: Country;
  readonly amount: number | null;
}

/** Margin over the calls' own bound for the whole gathering. */
const MARGIN_MS = 1_000;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

async function safely<T>(ask: () => Promise<Looked<T>>): Promise<Looked<T>> {
  try {
    return await ask();
  } catch (error) {
    return { kind: 'down', detail: String(error) };
  }
}

export async function gatherOutside(
  deps: Deps,
  order: OutsideOrder,
  productId: string,
): Promise<ReadonlyMap<string, InputValue>> {
  const { policy } = policyFor(order.country, order.userId, productId);
  const names = [
    ...policy.knockOuts.flatMap((r) => r.when.map((c) => c.input)),
    ...policy.scorecard.items.map((i) => i.input),
  ];
  const wanted = sourcesRead(names);
  if (wanted.size === 0) return new Map();
  const sources = outsideSources(deps.config.outside, order.country);
  const personal = (await formsOf(deps.db, order.userId)).personal ?? {};
  const idNumber = text(personal.nationalId).replace(/\s/g, '');
  const birthday = parseBirthday(personal.inputBirthday ?? personal.birthday);
  const noId = { kind: 'off' as const, detail: 'no national ID on the forms' };
  const asks: Promise<[string, InputValue][]>[] = [];
  if (wanted.has('bureau'))
    asks.push(
      consentWith(deps.db, order.id).then(async (consent) => {
        if (!consent) return bureauInputs({ kind: 'noConsent' }, '', undefined);
        const looked = idNumber
          ? await safely(() => sources.bureau.enquire({ idNumber, amount: order.amount ?? 0 }))
          : noId;
        return bureauInputs(looked, sources.bureau.name, consent);
      }),
    );
  if (wanted.has('identity')) {
    const q = {
      country: order.country,
      idNumber,
      firstName: text(personal.firstName),
      lastName: text(personal.lastName),
      birthDate: birthday
        ? birthday.map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-')
        : '',
      reference: `order-${order.id}`,
    };
    const ready = idNumber && q.firstName && q.lastName && q.birthDate;
    asks.push(
      safely(() => (ready ? sources.identity.check(q) : Promise.resolve(noId))).then(
        identityInputs,
      ),
    );
  }
  if (wanted.has('sim')) {
    // The SIM behind the number the money would go to: the bound wallet's, else the borrower's.
    const mobile = (await payoutNumberOf(deps.db, order.userId)) ?? '';
    const phone = mobile.startsWith('+') ? mobile : `+${mobile}`;
    const hours = deps.config.outside.simSwapMaxAgeHours;
    asks.push(safely(() => sources.simSwap.swappedWithin(phone, hours)).then(simInputs));
  }
  const all = Promise.all(asks).then((lists) => new Map(lists.flat()));
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<ReadonlyMap<string, InputValue>>((resolve) => {
    const late = new Map<string, InputValue>([...wanted].map((s) => [`${s}.outcome`, 'timeout']));
    timer = setTimeout(() => resolve(late), deps.config.outside.timeoutMs + MARGIN_MS);
  });
  try {
    return await Promise.race([all, bound]);
  } finally {
    clearTimeout(timer);
  }
}
