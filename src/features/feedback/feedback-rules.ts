/** The feedback options and limits of §3/§5/§9, as pure data and checks. */

/** Feedback types 1–7 of §3, with their translation keys. */
export const FEEDBACK_TYPES = [
  [1, 'repaidNotUpdated'],
  [2, 'extendPeriod'],
  [3, 'other'],
  [4, 'loanFailure'],
  [5, 'wantToBorrow'],
  [6, 'wantToRepay'],
  [7, 'loanNotReceived'],
] as const;

export type FeedbackTypeKey = (typeof FEEDBACK_TYPES)[number][1];

export function typeKey(type: number): FeedbackTypeKey {
  return FEEDBACK_TYPES.find(([n]) => n === type)?.[1] ?? 'other';
}

/** §3: 1 and 2 platform processing, 3 need to reply, 4 done. */
export function statusKey(status: number): 'processing' | 'needReply' | 'done' {
  if (status === 3) return 'needReply';
  if (status === 4) return 'done';
  return 'processing';
}

/** At most this many receipt images per thread (the contract's maxItems). */
export const MAX_IMAGES = 6;
/** §9: files up to 20 MB. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

export type ImageProblem = 'tooManyImages' | 'tooLarge' | 'imageInvalid';

/** The types the server accepts (it sniffs the bytes); anything else would be refused after upload. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Splits picked files into those to upload and the first problem found, before any byte is sent:
 * not a JPEG, PNG or WebP, over 20 MB, or beyond the count limit given the `already` chosen.
 */
export function checkImages(
  files: readonly File[],
  already: number,
): { accepted: File[]; problem?: ImageProblem } {
  const accepted: File[] = [];
  let problem: ImageProblem | undefined;
  for (const file of files) {
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) problem ??= 'imageInvalid';
    else if (file.size > MAX_IMAGE_BYTES) problem ??= 'tooLarge';
    else if (already + accepted.length >= MAX_IMAGES) problem ??= 'tooManyImages';
    else accepted.push(file);
  }
  return problem ? { accepted, problem } : { accepted };
}

/** When staff may call back, within the support hours 9:00–18:00 (§1). */
export const CONTACT_TIMES = ['anytime', 'morning', 'afternoon'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
