/**
 * The loan agreement of an order: generated from the quote on confirm in the
 * borrower's language, shown before signing, and its SHA-256 kept with the signature.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '../../api-error';
import { knownLanguage, localeWords, serverLanguages } from '../../locale-files';
import { BASE_LANGUAGE } from '../../../shared/languages';
import { fill, renderAgreement, type AgreementTemplate } from '../../domain/agreement';
import { borrowerDateText } from '../../domain/business-date';
import type { Product } from '../../domain/product';
import type { OfferedQuote } from '../../db/schema';
import { formatAmount } from '../../../shared/format';
import type { ProfileName } from '../../../shared/signature';
import type { ServerDeps } from '../../types';
import type { LoanAgreementResponse } from '../../../shared/contract/types.gen';
import { requireOwnOrder } from '../orders';
import { productOfOrder } from '../products';
import { signerName } from './signer';
import { lenderFacts } from '../bureau';
import { percentFromBp } from './views';

/**
 * The agreement's words in `lang` (locales/<lang>/legal.json, its fallback chain filling what it
 * lacks), or in English when the server has no such language.
 */
function templateIn(lang: string): { lang: string; template: AgreementTemplate } {
  const code = knownLanguage(lang) ?? BASE_LANGUAGE;
  const legal = localeWords(code, 'legal') as { loanAgreement: AgreementTemplate };
  return { lang: code, template: legal.loanAgreement };
}

export interface Agreement {
  readonly text: string;
  readonly sha256: string;
  readonly lang: string;
}

/** The document for one quote; the same inputs always give the same text and hash. */
export function agreementText(
  input: { orderNo: string; appName: string; lang: string },
  product: Product,
  q: OfferedQuote,
  signer: ProfileName,
): Agreement {
  const { lang, template } = templateIn(input.lang);
  const money = (n: number) => formatAmount(n, product.country);
  const name = [signer.firstName, signer.middleName, signer.lastName].filter(Boolean).join(' ');
  // The law asks the agreement to name the licensed lender; a country without one names the app.
  const facts = lenderFacts(product.country);
  const lender = facts
    ? fill(template.lender, { ...facts, appName: input.appName })
    : input.appName;
  const text = renderAgreement(
    template,
    {
      orderNo: input.orderNo,
      appName: input.appName,
      lender,
      name,
      currency: product.currency,
      amount: money(q.loanAmount),
      fee: money(q.fee),
      // A product without a tax on the fee: its agreement names no tax.
      taxRate: product.feeTaxBp > 0 ? String(percentFromBp(product.feeTaxBp)) : null,
      feeTax: product.feeTaxBp > 0 ? money(q.feeTax) : null,
      disbursal: money(q.disbursalAmount),
      interest: money(q.interest),
      interestRate: String(percentFromBp(product.interestBpPerYear)),
      repay: money(q.repayAmount),
      dueDate: borrowerDateText(q.dueDay),
      days: String(q.days),
      cost: money(q.totalCostOfCredit),
      apr: (q.aprBp / 100).toFixed(2),
      penaltyRate: String(percentFromBp(product.penaltyBpPerDay)),
      rolloverDays: String(product.rolloverDays),
      rolloverRate: String(percentFromBp(product.rolloverFeeBp)),
    },
    {
      feeOff: q.feeOff > 0 ? money(q.feeOff) : null,
      interestOff: q.interestOff > 0 ? money(q.interestOff) : null,
    },
  );
  return { text, sha256: createHash('sha256').update(text, 'utf8').digest('hex'), lang };
}

/**
 * The document the borrower read and signed: the one in the language whose hash they sent (they
 * may have read it in English and then switched the app to Kiswahili before the submit went out),
 * else the one in the language of the request.
 */
export function signedAgreement(
  input: { orderNo: string; appName: string; lang: string },
  product: Product,
  q: OfferedQuote,
  signer: ProfileName,
  sha256: string | undefined,
): Agreement | undefined {
  const inRequestLang = agreementText(input, product, q, signer);
  if (sha256 === undefined || inRequestLang.sha256 === sha256) return inRequestLang;
  return serverLanguages()
    .map(({ code: lang }) => agreementText({ ...input, lang }, product, q, signer))
    .find((doc) => doc.sha256 === sha256);
}

/** GET /loan/agreement: the agreement of the quote last shown (or signed) on this order. */
/**
 * A language the server has, as the contract types it: both come from locales/languages.json (the
 * contract's list as built, the server's as on disk, shipped together).
 */
const contractLanguage = (lang: string) => lang as LoanAgreementResponse['lang'];

export async function orderAgreement(
  deps: Pick<ServerDeps, 'db' | 'clock' | 'config' | 'sms' | 'log'>,
  userId: number,
  orderNo: string,
  lang: string,
): Promise<LoanAgreementResponse> {
  const order = await requireOwnOrder(deps.db, userId, orderNo);
  const q = order.offeredQuote;
  if (!q) throw new ApiError('quoteStale');
  // A signed agreement is shown as it was signed, word for word and in its language.
  const signed = order.esign;
  const signedLang = signed?.lang ?? '';
  if (signed?.agreementText && signed.agreementSha256 && knownLanguage(signedLang))
    return {
      orderNo,
      quoteId: q.quoteId,
      text: signed.agreementText,
      sha256: signed.agreementSha256,
      lang: contractLanguage(signedLang),
    };
  // A signed agreement is shown in the language it was signed in.
  const doc = agreementText(
    { orderNo, appName: deps.config.appName, lang: order.esign?.lang ?? lang },
    productOfOrder(order),
    q,
    await signerName(deps.db, userId),
  );
  return { orderNo, quoteId: q.quoteId, ...doc, lang: contractLanguage(doc.lang) };
}
