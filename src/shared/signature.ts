/**
 * The e-signature rule (issue: any typed name was accepted): the typed name must be the name on
 * the borrower's profile, forgiving case, spacing and diacritics ("neema  MUSHI" and "Néema Mushi"
 * sign for Neema Mushi), with or without the middle name.
 */

/** Lower case, marks stripped (é → e), apostrophes kept, any run of spaces one space. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export interface ProfileName {
  readonly firstName: string;
  readonly middleName?: string | undefined;
  readonly lastName: string;
}

/** Whether `typed` is the profile's full name: first + last, or first + middle + last. */
export function signatureMatches(typed: string, profile: ProfileName): boolean {
  const first = normaliseName(profile.firstName);
  const last = normaliseName(profile.lastName);
  if (!first || !last) return false;
  const middle = normaliseName(profile.middleName ?? '');
  const accepted = [`${first} ${last}`];
  if (middle) accepted.push(`${first} ${middle} ${last}`);
  return accepted.includes(normaliseName(typed));
}
