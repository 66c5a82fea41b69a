/** What every promotion component needs: translations and a way to move on. */
import { createContext, useContext } from 'react';
import type { NextStep } from './next-step';
import type { Translate } from './promo-i18n';

export interface PromoContext {
  t: Translate;
  /** Goes to another promotion page, or leaves for the main app. */
  go: (step: NextStep) => void;
  signedIn: boolean;
  /** The number typed before the page came alive (prerendered HTML), or ''. */
  typed?: string;
}

export const Promo = createContext<PromoContext | null>(null);

export function usePromo(): PromoContext {
  const value = useContext(Promo);
  if (!value) throw new Error('usePromo outside <Promo.Provider>');
  return value;
}
