/**
 * The rails' floats as last read (Daraja's Account Balance, whose Utility Account B2C pays from;
 * the aggregator's balance), against the `floatMinimum` of the countries each rail serves: below
 * it, payouts pause (live.ts) and the console says so, as it does a rail's configuration fault.
 */
import type { Db } from '../../db/client';
import { RAIL_ROUTES } from '../../../shared/countries.gen';
import type { Country } from '../../../shared/countries';
import { dbMemory, type RailMemory } from './memory';
import { railsInUse, type RailName } from './route-of';

export interface FloatState {
  readonly rail: RailName;
  readonly countries: readonly Country[];
  /** Whole units last read, less what was paid out since; undefined before the first reading. */
  readonly available?: number;
  readonly minimum: number;
  /** Below the minimum, or the rail refuses our credentials (`fault`). */
  readonly paused: boolean;
  readonly fault?: RailFault;
}

/** The rail refuses our own configuration (Daraja's initiator): payouts pause until it is mended. */
export interface RailFault {
  readonly code: string;
  readonly description: string;
  /** When the rail first said so (ms). */
  readonly at: number;
}

/** The rail's configuration fault, if one is standing. */
export async function railFault(
  memory: RailMemory,
  rail: RailName,
): Promise<RailFault | undefined> {
  const memo = await memory.get<Partial<RailFault> & { active?: boolean }>(`${rail}:fault`);
  if (!memo?.active) return undefined;
  return { code: memo.code ?? '', description: memo.description ?? '', at: memo.at ?? 0 };
}

/** The float last read for a rail (whole units), or undefined before the first reading. */
export async function lastFloat(memory: RailMemory, rail: RailName): Promise<number | undefined> {
  const memo = await memory.get<{ available?: number }>(`${rail}:balance`);
  return typeof memo?.available === 'number' ? memo.available : undefined;
}

/** Every rail the countries use, with its float and whether payouts are paused. */
export async function floatStates(db: Db, clock: () => number): Promise<FloatState[]> {
  const memory = dbMemory(db, clock);
  const out: FloatState[] = [];
  for (const [rail, countries] of railsInUse()) {
    const available = await lastFloat(memory, rail);
    const fault = await railFault(memory, rail);
    const minimum = Math.max(...countries.map((c) => RAIL_ROUTES[c].floatMinimum ?? 0));
    out.push({
      rail,
      countries,
      ...(available !== undefined ? { available } : {}),
      minimum,
      paused: (available !== undefined && available < minimum) || fault !== undefined,
      ...(fault ? { fault } : {}),
    });
  }
  return out;
}
