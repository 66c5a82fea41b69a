/**
 * The sandbox sources `npm start` uses: the simulator's book answered in process, at once, for
 * every country (docs/decisions/0051-credit-outside-data.md). A timeout fault answers `timeout`
 * without waiting, as the real adapter would after its bound. Where no provider publishes an API
 * for a country (Tanzania's bureaus, NIDA) the sandbox answers `off` as production would, so a
 * demo decides as the country's policy does in earnest.
 */
import { bookedHolder, bookedReport, bookedSwap, faultOf } from './book';
import type { Country } from '../../../shared/countries';
import type { Looked, OutsideSources } from './types';

/** Countries whose bureau or ID register has no published API (0051, "What is not public"). */
const NOT_SET_UP: Readonly<Record<'bureau' | 'identity', readonly string[]>> = {
  bureau: ['TZ'],
  identity: ['TZ'],
};
const off = { kind: 'off' as const, detail: 'sandbox: not set up for this country' };

function faulted(number: string): Looked<never> | undefined {
  const fault = faultOf(number);
  return fault ? { kind: fault, detail: 'sandbox' } : undefined;
}

export function sandboxSources(country: Country): OutsideSources {
  const bureauOff = NOT_SET_UP.bureau.includes(country);
  const identityOff = NOT_SET_UP.identity.includes(country);
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
