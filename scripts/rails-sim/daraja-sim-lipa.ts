/**
 * The simulated Lipa na M-Pesa side of Daraja: STK push and its query (HTTP 500 500.001.1001
 * while the customer has not answered), C2B URL registration, Pull Transactions (its one-time
 * registration; C2B payments only, OffSetValue a row offset, 1001 for a period without any), and
 * the customers: answering pushes (pay, cancel with 1032, or never) and paying the paybill.
 */
import { randomBytes } from 'node:crypto';
import { darajaTimestamp } from '../../src/server/providers/rails/daraja/rules';
import type * as T from '../../src/server/providers/rails/daraja/types';
import { strikes, type Faults, type Outbox, type Reply, type Request } from './kit';

export interface Txn {
  receipt: string;
  kind: 'payout' | 'collect' | 'reversal';
  amount: number;
  msisdn: string;
  /** Our id (payout), the bill reference (collection), the receipt given back (reversal). */
  ref: string;
  status: 'Completed' | 'Failed' | 'Reversed';
  at: number;
}

export interface Push {
  amount: number;
  msisdn: string;
  ref: string;
  url: string;
  code?: number;
  receipt?: string;
  merchant: string;
}

/** What the simulator's parts share. */
export interface LipaState {
  readonly o: { shortCode: string; passkey: string; unregistered?: readonly string[] };
  readonly clock: () => number;
  readonly faults: () => Faults;
  readonly outbox: Outbox;
  readonly txns: Txn[];
  readonly stk: Map<string, Push>;
  c2bUrls?: { validation: string; confirmation: string };
  /** Pull Transactions: registered for the short code, and rows per page. */
  readonly pull: { registered: boolean; pageSize: number };
}

export const error = (status: number, errorCode: string, errorMessage: string): Reply => ({
  status,
  body: { requestId: randomBytes(6).toString('hex'), errorCode, errorMessage },
});
export const id = (prefix: string, n = 10) =>
  prefix + randomBytes(n).toString('hex').toUpperCase().slice(0, n);
export const receiptNo = () => id('T', 9);

export function lipaRoutes(s: LipaState): Record<string, (r: Request) => Reply> {
  const { o, stk, txns, clock } = s;
  const stkPasswordOk = (b: { Password: string; Timestamp: string; BusinessShortCode: string }) =>
    b.BusinessShortCode === o.shortCode &&
    Buffer.from(b.Password, 'base64').toString() === `${o.shortCode}${o.passkey}${b.Timestamp}`;
  return {
    '/mpesa/stkpush/v1/processrequest': ({ body }) => {
      const b = body as T.StkPushRequest;
      if (!stkPasswordOk(b)) return error(400, '400.002.02', 'Bad Request - Invalid Password');
      if ((o.unregistered ?? []).includes(b.PhoneNumber))
        return error(400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      const checkout = `ws_CO_${clock()}${randomBytes(4).toString('hex')}`;
      stk.set(checkout, {
        amount: b.Amount,
        msisdn: b.PhoneNumber,
        ref: b.AccountReference,
        url: b.CallBackURL,
        merchant: id('', 8),
      });
      return {
        status: 200,
        body: {
          MerchantRequestID: stk.get(checkout)?.merchant,
          CheckoutRequestID: checkout,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      };
    },
    '/mpesa/stkpushquery/v1/query': ({ body }) => {
      const b = body as T.StkQueryRequest;
      if (!stkPasswordOk(b)) return error(400, '400.002.02', 'Bad Request - Invalid Password');
      const push = stk.get(b.CheckoutRequestID);
      if (!push) return error(400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (push.code === undefined)
        return error(500, '500.001.1001', 'The transaction is being processed');
      return {
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: push.merchant,
          CheckoutRequestID: b.CheckoutRequestID,
          ResultCode: String(push.code),
          ResultDesc:
            push.code === 0
              ? 'The service request is processed successfully.'
              : 'Request cancelled by user',
        },
      };
    },
    '/mpesa/c2b/v2/registerurl': ({ body }) => {
      const b = body as T.C2BRegisterRequest;
      s.c2bUrls = { validation: b.ValidationURL, confirmation: b.ConfirmationURL };
      return {
        status: 200,
        body: {
          OriginatorCoversationID: id('', 8),
          ResponseCode: '0',
          ResponseDescription: 'Success',
        },
      };
    },
    '/pulltransactions/v1/register': ({ body }) => {
      const b = body as T.PullRegisterRequest;
      if (b.ShortCode !== o.shortCode) return error(400, '400.001', 'Invalid ShortCode');
      const again = s.pull.registered;
      s.pull.registered = true;
      return {
        status: 200,
        body: {
          ResponseRefID: randomBytes(16).toString('hex'),
          ResponseStatus: again ? '1001' : '1000',
          ShortCode: o.shortCode,
          ResponseDescription: again
            ? 'ShortCode already Registered'
            : 'Shortcode Registered Successfully',
        },
      };
    },
    '/pulltransactions/v1/query': ({ body }) => {
      const b = body as T.PullTransactionsRequest;
      if (b.ShortCode !== o.shortCode || !s.pull.registered)
        return error(400, '400.001', 'Invalid ShortCode');
      const from = Date.parse(`${b.StartDate.replace(' ', 'T')}+03:00`);
      const to = Date.parse(`${b.EndDate.replace(' ', 'T')}+03:00`);
      const offset = Number(b.OffSetValue);
      // Only C2B payments, and only of the last 48 hours.
      const page = txns
        .filter((t) => t.kind === 'collect' && t.at >= Math.max(from, clock() - 48 * 3_600_000))
        .filter((t) => t.at <= to + 999)
        .slice(offset, offset + s.pull.pageSize);
      const ref = randomBytes(16).toString('hex');
      if (page.length === 0)
        return {
          status: 200,
          body: {
            ResponseRefID: ref,
            ResponseCode: '1001',
            ResponseMessage: 'No transactions available for the selected time period',
            Transaction: '[[]]',
          },
        };
      const lines = page.map((t) => ({
        transactionId: t.receipt,
        trxDate: `${new Date(t.at).toISOString().slice(0, 19)}Z`,
        msisdn: Number(t.msisdn),
        sender: 'MPESA',
        transactiontype: 'c2b-pay-bill-debit',
        billreference: t.ref,
        amount: String(t.amount),
        organizationname: 'Mkopo',
      }));
      return {
        status: 200,
        body: {
          ResponseRefID: ref,
          ResponseCode: '1000',
          ResponseMessage: 'Success',
          Response: [lines],
        },
      };
    },
  };
}

/** The customer answers every open STK push as the seed says: pay, cancel (1032), or not at all. */
export function answerPushes(s: LipaState, all = false) {
  const { stk, txns, outbox, clock } = s;
  for (const [checkout, push] of stk) {
    if (push.code !== undefined) continue;
    if (!all && strikes(s.faults(), 'noAnswer', checkout)) continue;
    push.code = strikes(s.faults(), 'cancel', checkout) ? 1032 : 0;
    const items: Array<{ Name: string; Value: number | string }> = [
      { Name: 'Amount', Value: push.amount },
    ];
    if (push.code === 0) {
      push.receipt = receiptNo();
      txns.push({
        receipt: push.receipt,
        kind: 'collect',
        amount: push.amount,
        msisdn: push.msisdn,
        ref: push.ref,
        status: 'Completed',
        at: clock(),
      });
      items.push(
        { Name: 'MpesaReceiptNumber', Value: push.receipt },
        // YYYYMMDDHHmmss in Nairobi time, a number as in the documentation's example.
        { Name: 'TransactionDate', Value: Number(darajaTimestamp(clock())) },
        { Name: 'PhoneNumber', Value: Number(push.msisdn) },
      );
    }
    outbox.push(checkout, {
      url: push.url,
      body: {
        Body: {
          stkCallback: {
            MerchantRequestID: push.merchant,
            CheckoutRequestID: checkout,
            ResultCode: push.code,
            ResultDesc:
              push.code === 0
                ? 'The service request is processed successfully.'
                : 'Request cancelled by user',
            ...(push.code === 0 ? { CallbackMetadata: { Item: items } } : {}),
          },
        },
      },
    });
  }
}

/** A customer pays the paybill with `billRef` as account number: validation, then confirmation. */
export async function payBill(
  s: LipaState,
  msisdn: string,
  amount: number,
  billRef: string,
): Promise<{ accepted: boolean; receipt: string }> {
  const { o, txns, outbox, clock } = s;
  const c2bUrls = s.c2bUrls;
  if (!c2bUrls) throw new Error('no C2B URLs registered');
  const receipt = receiptNo();
  const body = {
    TransactionType: 'Pay Bill',
    TransID: receipt,
    TransTime: '20260101120000',
    TransAmount: `${amount}.00`,
    BusinessShortCode: o.shortCode,
    BillRefNumber: billRef,
    InvoiceNumber: '',
    OrgAccountBalance: '',
    ThirdPartyTransID: '',
    MSISDN: msisdn,
    FirstName: 'JOHN',
    MiddleName: '',
    LastName: 'DOE',
  };
  const answer = await fetch(c2bUrls.validation, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(8_000),
  })
    .then((r) => r.json() as Promise<{ ResultCode?: string }>)
    .catch(() => ({ ResultCode: 'timeout' }));
  if (answer.ResultCode !== '0') return { accepted: false, receipt };
  txns.push({
    receipt,
    kind: 'collect',
    amount,
    msisdn,
    ref: billRef,
    status: 'Completed',
    at: clock(),
  });
  outbox.push(receipt, { url: c2bUrls.confirmation, body });
  return { accepted: true, receipt };
}
