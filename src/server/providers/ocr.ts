/**
 * ID-card OCR and face liveness (docs/architecture.md §6), as interfaces with sandboxes. The sandbox OCR accepts
 * a decodable photo of at least ID size and "reads" what the borrower typed in their profile, as a
 * real OCR returns what it can read; the sandbox liveness accepts a photo of at least face size
 * that is not the ID card itself.
 */
export interface OcrResult {
  readonly passed: boolean;
  readonly nationalId?: string;
  readonly firstName?: string;
  readonly middleName?: string;
  readonly lastName?: string;
  readonly birthday?: string;
}

export interface LivenessResult {
  readonly passed: boolean;
  readonly score: number;
}

/** Smallest ID photo accepted (an ID-1 card at ~4 px/mm). */
export const ID_MIN = { width: 340, height: 214 } as const;
/** Smallest face photo accepted. */
export const FACE_MIN = { width: 200, height: 200 } as const;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** What the sandbox OCR reads from a front side: the profile's own fields. */
export function sandboxOcr(profile: Readonly<Record<string, unknown>> | undefined): OcrResult {
  const nationalId = text(profile?.nationalId)?.replace(/\D/g, '');
  const fields = {
    nationalId,
    firstName: text(profile?.firstName),
    middleName: text(profile?.middleName),
    lastName: text(profile?.lastName),
    birthday: text(profile?.birthday),
  };
  return {
    passed: true,
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  };
}

/** The sandbox liveness check: a live face is not a copy of the ID card photo. */
export function sandboxLiveness(faceSha: string, idFrontSha: string | undefined): LivenessResult {
  return faceSha === idFrontSha ? { passed: false, score: 0 } : { passed: true, score: 92 };
}
