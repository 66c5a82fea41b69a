/**
 * The signed-in borrower's country (from their number, as the server stores it), or the country
 * chosen on the nation screen before signing in. Screens that send data the server checks against
 * the borrower's country (forms, wallet) use this, not the device's choice alone.
 */
import type { Country } from '../shared/countries';
import { useStored } from './use-stored';

export function useBorrowerCountry(): Country {
  const user = useStored('userInfo');
  const chosen = useStored('country');
  return user?.country ?? chosen;
}
