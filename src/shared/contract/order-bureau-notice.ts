/** The credit-bureau notice an order summary carries (Home and Records). */
import { object, type JsonSchema } from './define';
import { epochSeconds, money } from './fields';

/**
 * The notices around a negative credit-bureau listing of the loan, as the borrower's SMS said
 * them, so a borrower who missed the SMS reads them on Home and in Records.
 */
export const bureauNotice: JsonSchema = {
  ...object(
    {
      kind: {
        type: 'string',
        enum: ['pre-listing', 'listed', 'updated', 'corrected'],
        description:
          'The latest notice: pre-listing (may be listed unless paid or disputed), listed (reported unpaid), updated (reported settled), corrected (the listing withdrawn after an upheld dispute)',
      },
      amount: { ...money, description: 'The unpaid amount the notice named' },
      noticeAt: { ...epochSeconds, description: 'When the notice was sent' },
      listableFrom: {
        ...epochSeconds,
        description:
          'Pre-listing: from this moment the loan may be reported unpaid if still unpaid (the notice SMS delivered plus the country’s notice days; counted from now while undelivered): the date the SMS named',
      },
      listedAt: {
        ...epochSeconds,
        description: 'Listed, updated or corrected: when it was reported unpaid',
      },
      bureaus: {
        type: 'array',
        items: { type: 'string' },
        description: 'The credit reference bureaus the lender reports to (country data)',
      },
      supportPhone: {
        type: 'string',
        description: 'The number to call to pay or dispute (country data)',
      },
    },
    ['kind', 'amount', 'noticeAt', 'bureaus', 'supportPhone'],
  ),
  description:
    'A loan in arrears the borrower was told may be, or was, reported to credit bureaus: pay it in the app, or dispute it (rightsRequestCreate kind dispute)',
};
