/**
 * The sandbox sources `npm start` uses: the simulator's book answered in process, at once, for
 * every country (docs/decisions/0051-credit-outside-data.md). A timeout fault answers `timeout`
 * without waiting, as the real adapter would after its bound.
 */
import { bookedHolder, bookedReport, bookedSwap, faultOf } from './book';
import type { Looked, OutsideSources } from './types';

function faulted(number: string): Looked<never> | undefined {
  const fault = faultOf(number);
  return fault ? { kind: fault, detail: 'sandbox' } : undefined;
}

export function sandboxSources(): OutsideSources {
  return {
    bureau: {
      name: 'Sandbox bureau',
      enquire: async (q) =>
        faulted(q.idNumber) ?? { kind: 'found', facts: bookedReport(q.idNumber) },
    },
    identity: {
      name: 'Sandbox registry',
      check: async (q) => {
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
