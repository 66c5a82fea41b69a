/**
 * How a server shares the data files (schemas/, locales/) with the rest of its fleet (decision
 * 0043): `off`, the folder alone (the embedded `npm start`); `publish`, this server's folders are
 * the fleet's: every change is published to PostgreSQL as a new version; `follow`, this server
 * serves the newest version published, written into its own folders.
 */
export const FLEET_PACK_MODES = ['off', 'publish', 'follow'] as const;
export type FleetPackMode = (typeof FLEET_PACK_MODES)[number];

export interface FleetPackConfig {
  readonly mode: FleetPackMode;
  /** How often a follower asks for the newest version besides the notices (a lost notice). */
  readonly pollMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

export function fleetPackConfig(env: Env): FleetPackConfig {
  const raw = env.FLEET_PACK?.trim().toLowerCase() || 'off';
  const mode = FLEET_PACK_MODES.find((m) => m === raw);
  if (!mode)
    throw new Error(`FLEET_PACK must be one of ${FLEET_PACK_MODES.join(', ')}, got "${raw}"`);
  if (mode !== 'off' && !env.DATABASE_URL?.trim())
    throw new Error(
      `FLEET_PACK=${mode} shares the data files through PostgreSQL: set DATABASE_URL`,
    );
  const seconds = env.FLEET_PACK_POLL_SECONDS?.trim() || '5';
  if (!/^\d+$/.test(seconds) || Number(seconds) < 1)
    throw new Error(`FLEET_PACK_POLL_SECONDS must be a whole number of seconds, got "${seconds}"`);
  return { mode, pollMs: Number(seconds) * 1000 };
}
