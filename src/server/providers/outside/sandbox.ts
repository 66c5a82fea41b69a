/**
 * The sandbox sources `npm start` uses: the simulator's book answered in process, at once, for
 * every country (docs/decisions/0051-credit-outside-data.md). A timeout fault answers `timeout`
 * without waiting, as the real adapter would after its bound. The sandbox plays a country's bureau
 * and ID register only where its data lists a bureau our enquiry adapter asks (Metropol CRB, in
 * Kenya's); elsewhere both answer `off` as production would (Tanzania: no bureau publishes an
 * enquiry API and Smile ID does not cover NIDA), so a demo, and a country added by data, decides
 * as the country's policy does in earnest.
 */
import { bookedHolder, bookedReport, bookedSwap, faultOf } from './book';
import type { Country } from '../../../shared/countries';
import type { Looked, OutsideSources } from './types';
import { formStore } from '../../forms/registry';

/** The bureau the enquiry adapter asks (metropol.ts). */
const ENQUIRED_BUREAU = 'Metropol CRB';
const quiet = { info: () => undefined, error: () => undefined };

function playsOutsideData(country: Country): boolean {
  const bureaus: readonly string[] = formStore(quiet).countryFile(country)?.bureau?.bureaus ?? [];
  return bureaus.includes(ENQUIRED_BUREAU);
}
const off = { kind: 'off' as const, detail: 'sandbox: not set up for this country' };

function faulted(number: string): Looked<never> | undefined {
  const fault = faultOf(number);
  return fault ? { kind: fault, detail: 'sandbox' } : undefined;
}

export function sandboxSources(country: Country): OutsideSources {
  const bureauOff = !playsOutsideData(country);
  const identityOff = bureauOff;
  return {
    bureau: {
      name: 'Sandbox bureau',
      enquire: async (q) =>
        bureauOff
          ? off
          : (faulted(q.idNumber) ?? { kind: 'found', facts: bookedReport(q.idNumber) }),
    },
    identity: {
      name: 'Sandbox registry',
      check: async (q) => {
        if (identityOff) return off;
        const held = bookedHolder(q.idNumber, `${q.firstName} ${q.lastName}`, q.birthDate);
        return (
          faulted(q.idNumber) ?? {
            kind: 'found',
            facts: {
              nameMatches: held.fullName === `${q.firstName} ${q.lastName}`,
              birthDateMatches: true,
            },
          }
        );
      },
    },
    simSwap: {
      name: 'Sandbox SIM swap',
      swappedWithin: async (phone) =>
        faulted(phone) ?? { kind: 'found', facts: { swapped: bookedSwap(phone) } },
    },
  };
}
