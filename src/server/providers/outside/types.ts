/**
 * Outside data for credit decisions (docs/decisions/0051-credit-outside-data.md): a credit
 * bureau's enquiry, a national ID registry's check, a SIM-swap check. Each source answers a
 * `Looked`: what it found, or why it could not say. "Could not say" is an outcome the policy
 * decides on (its inputs are unknown), never an error that stops an application.
 */
import type { Country } from '../../../shared/countries';

/** Why a source could not say: no answer in time, no record, the registry down, not set up. */
export type NotKnown = 'timeout' | 'notFound' | 'down' | 'off';

export type Looked<T> =
  | { readonly kind: 'found'; readonly facts: T }
  | { readonly kind: NotKnown; readonly detail?: string };

export interface BureauReport {
  /** The bureau's consumer score, as it gives it. */
  readonly score: number | null;
  /** The bureau's delinquency code ("003", "004"…), as it gives it. */
  readonly delinquencyCode: string | null;
}

export interface BureauEnquiry {
  readonly idNumber: string;
  /** The amount applied for, whole currency units. */
  readonly amount: number;
}

export interface CreditBureau {
  /** The bureau's name as the borrower is told it (Kenya asks lenders to name it). */
  readonly name: string;
  enquire(query: BureauEnquiry): Promise<Looked<BureauReport>>;
}

export interface IdentityQuery {
  readonly country: Country;
  readonly idNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD. */
  readonly birthDate: string;
  /** Our own reference for the check (the provider's job id). */
  readonly reference: string;
}

export interface IdentityMatch {
  readonly nameMatches: boolean;
  /** Null when the registry gave no birth date. */
  readonly birthDateMatches: boolean | null;
}

export interface IdentityRegistry {
  readonly name: string;
  check(query: IdentityQuery): Promise<Looked<IdentityMatch>>;
}

export interface SimSwapAnswer {
  readonly swapped: boolean;
}

export interface SimSwapCheck {
  readonly name: string;
  /** Whether the number's SIM changed within the last `hours`. E.164 number. */
  swappedWithin(phoneNumber: string, hours: number): Promise<Looked<SimSwapAnswer>>;
}

/** The three sources of one country; a source a country lacks answers `off`. */
export interface OutsideSources {
  readonly bureau: CreditBureau;
  readonly identity: IdentityRegistry;
  readonly simSwap: SimSwapCheck;
}
