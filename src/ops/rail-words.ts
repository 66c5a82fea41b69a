/** A payment rail in the console's words; a rail a newer server added shows its name. */
import type { OpsT } from './use-ops-t';

export function railWord(t: OpsT, provider: string): string {
  const key = `rails.name.${provider}`;
  const word = t(key);
  return word === key ? provider : word;
}
