/**
 * The simulated Selcom wallet cash-in (a payout to a number, per utility code) with its status
 * query (the outcome in the envelope, the receipt in data), and the vendor's float balance by
 * POST. Selcom publishes no list of cash-ins, so there is none here.
 */
import { randomBytes } from 'node:crypto';
import { answer, takeTransid, type SelcomRoutes, type SelcomState } from './selcom-sim-answers';
import { strikes, type Reply } from './kit';

export interface CashIn {
  transid: string;
  reference: string;
  /** The wallet's receipt, given to the status query. */
  receipt: string;
  utilitycode: string;
  utilityref: string;
  amount: number;
  status: 'SUCCESS';
  at: number;
}

export interface WalletState extends SelcomState {
  readonly cashins: Map<string, CashIn>;
  /** Status-query answers forced by a test (a cash-in Selcom still calls 999, or 111). */
  readonly queryCodes: ReadonlyMap<string, string>;
}

function cashIn(s: WalletState, b: Record<string, unknown>): Reply {
  const { o, accounts } = s;
  const faults = s.faults();
  const transid = String(b.transid);
  if (!takeTransid(s, transid)) return answer('400', 'Duplicate transid');
  if (b.vendor !== o.vendor || b.pin !== o.pin) return answer('403', 'Invalid vendor or PIN');
  if ((o.unregistered ?? []).includes(String(b.utilityref)))
    return answer('015', 'Invalid account number');
  const amount = Number(b.amount);
  if (amount > accounts.float || strikes(faults, 'insufficientFloat', transid))
    return answer('060', 'Insufficient float');
  const record: CashIn = {
    transid,
    reference: randomBytes(5).toString('hex').toUpperCase(),
    receipt: randomBytes(5).toString('hex').toUpperCase(),
    utilitycode: String(b.utilitycode),
    utilityref: String(b.utilityref),
    amount,
    status: 'SUCCESS',
    at: s.clock(),
  };
  s.cashins.set(transid, record);
  accounts.float -= amount;
  const hold = strikes(faults, 'timeout', transid) ? { holdMs: 60_000 } : {};
  if (strikes(faults, 'ambiguous', transid))
    return { ...answer('999', 'Ambiguous, query later'), ...hold };
  return {
    ...answer('000', 'Cash-in successful', { transid, reference: record.reference }),
    ...hold,
  };
}

export function walletRoutes(s: WalletState): SelcomRoutes {
  return {
    'POST /v1/walletcashin/process': {
      schema: 'selcom/walletcashin-process.request',
      run: (r) => cashIn(s, r.body as Record<string, unknown>),
    },
    'GET /v1/walletcashin/query': {
      run: (r) => {
        const transid = r.query.get('transid') ?? '';
        const c = s.cashins.get(transid);
        const forced = s.queryCodes.get(transid);
        if (forced) return answer(forced, 'Transaction status', { messageId: transid });
        return c
          ? answer('000', 'Transaction successful', {
              messageId: transid,
              data: [{ receipt: c.receipt }],
            })
          : answer('404', 'Transaction not found', { messageId: transid });
      },
    },
    'POST /v1/vendor/balance': {
      schema: 'selcom/vendor-balance.request',
      run: (r) => {
        const b = r.body as Record<string, string>;
        if (b.vendor !== s.o.vendor || b.pin !== s.o.pin)
          return answer('403', 'Invalid vendor or PIN');
        const transid = b.transid ?? '';
        if (!takeTransid(s, transid)) return answer('400', 'Duplicate transid');
        const hold = strikes(s.faults(), 'timeout', transid) ? { holdMs: 60_000 } : {};
        const data = [{ balance: String(s.accounts.float) }];
        return { ...answer('000', 'Balance successful', { transid, data }), ...hold };
      },
    },
  };
}
