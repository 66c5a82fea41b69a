/**
 * The gateway's limits as data (docs/decisions/0052-ussd-channel.md; sources in
 * tests/fixtures/africastalking-ussd/limits.json). Where the published figures differ we take the
 * strictest: a screen of 160 characters fits every network that takes 182.
 */
export const USSD_LIMITS = {
  /** Characters a screen may show, after the `CON `/`END ` prefix the gateway strips. */
  screenChars: 160,
  /** A session's whole life on the network; our state outlives it so a redial resumes. */
  sessionSeconds: 180,
  /** Our own budget for one answer, under the gateway's 10 s connection timeout. */
  answerBudgetMs: 8000,
  /** A message longer than this needs a `…Short` form beside it in the locale file. */
  messageChars: 60,
  /** Our session row is kept this long for a dropped session to resume. */
  resumeHours: 24,
} as const;

/** Option numbers the navigation keeps for itself. */
export const NAV = { back: '0', more: '98', skip: '00' } as const;

/** The forms the USSD menu serves, in the order it offers them; the form check holds these to USSD. */
export const USSD_FORMS = ['personal', 'work', 'contacts'] as const;
export type UssdForm = (typeof USSD_FORMS)[number];
