/**
 * A borrower who dials the USSD code is known by the number the mobile network gives the gateway
 * (docs/decisions/0052-ussd-channel.md): the network has already proven the line, so registration
 * on that line needs no SMS code. The account is the same one the app's SMS registration creates.
 */
import type { Country } from '../../../shared/countries';
import type { ServerDeps } from '../../types';
import { smsLanguage } from '../sms';
import * as repo from './repo';

type Deps = Pick<ServerDeps, 'db' | 'clock'>;

export interface NetworkUser {
  readonly id: number;
  readonly country: Country;
  readonly mobile: string;
  readonly lang: string | null;
}

const view = (u: repo.UserRow): NetworkUser => ({
  id: u.id,
  country: u.country,
  mobile: u.mobile,
  lang: u.lang,
});

/** The live account of an E.164 number, if any. */
export async function userOfNetworkNumber(
  deps: Pick<Deps, 'db'>,
  e164: string,
): Promise<NetworkUser | undefined> {
  const user = await repo.findLiveUserByMobile(deps.db, e164);
  return user ? view(user) : undefined;
}

/** Registers the number the network vouches for; an account already there is returned as is. */
export async function registerNetworkNumber(
  deps: Deps,
  e164: string,
  country: Country,
  lang: string | undefined,
): Promise<NetworkUser> {
  const found = await repo.findLiveUserByMobile(deps.db, e164);
  if (found) return view(found);
  try {
    const user = await repo.insertUser(deps.db, {
      mobile: e164,
      country,
      lang: smsLanguage(country, lang) ?? null,
      createdAt: new Date(deps.clock()),
    });
    return view(user);
  } catch (error) {
    // Registered meanwhile (the app and the USSD menu at once): the partial unique index decides.
    const again = await repo.findLiveUserByMobile(deps.db, e164);
    if (again) return view(again);
    throw error;
  }
}
