/** The legal documents and their sections, in reading order; the texts live in locales/<lang>/legal.json. */
export const DOCUMENTS = {
  privacyPolicy: [
    'intro',
    'collect',
    'notCollected',
    'why',
    'share',
    'retention',
    'rights',
    'delete',
    'security',
    'contact',
  ],
  privacyAgreement: ['intro', 'consent', 'optional', 'withdraw', 'contact'],
  terms: [
    'intro',
    'eligibility',
    'costs',
    'repayment',
    'late',
    'bureau',
    'rollover',
    'limit',
    'cancellation',
    'contact',
  ],
  convenios: ['intro', 'what', 'fee', 'effect', 'how', 'conditions', 'contact'],
} as const;

export type DocumentName = keyof typeof DOCUMENTS;
