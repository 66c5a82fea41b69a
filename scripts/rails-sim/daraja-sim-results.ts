/**
 * How the simulated Daraja answers its asynchronous APIs: the acknowledgement at once, then a
 * Result posted to the caller's ResultURL, shaped as the documentation's example of each API, with
 * the times written as Daraja writes them (East Africa Time).
 */
import type * as T from '../../src/server/providers/rails/daraja/types';
import { id } from './daraja-sim-lipa';
import type { Outbox } from './kit';

/** A result parameter's value; undefined sends the Key alone, as the examples sometimes do. */
export type Value = string | number | undefined;

/** The fields of a Result the caller sets; ResultCode always. */
export type ResultFields = Partial<Omit<T.ResultCallback['Result'], 'ResultParameters'>> & {
  ResultCode: number | string;
};

/** Posts a Result to `url` (through the outbox, under `label`, so faults can strike it). */
export type PostResult = (
  url: string,
  label: string,
  r: ResultFields,
  params: Record<string, Value> | ReadonlyArray<readonly [string, Value]>,
  referenceData?: object,
) => void;

export const INITIATOR_INVALID = {
  ResultCode: 2001,
  ResultDesc: 'The initiator information is invalid.',
};

/**
 * Transaction Status of a transaction M-Pesa does not hold: its code is not published. This one is
 * Reversal's "invalid OriginalTransactionID" (R000002); what matters to the adapter is only that
 * it is not 0 and not an initiator fault (2001, which is never "no such transaction").
 */
export const NOT_FOUND = {
  ResultCode: 'R000002',
  ResultDesc: 'The OriginalTransactionID is invalid.',
} as const;

export const reference = (Key: string, Value?: string) => ({
  ReferenceItem: Value === undefined ? { Key } : { Key, Value },
});

/** The Result poster of a simulator whose results leave through `outbox`. */
export function resultPoster(outbox: Outbox): PostResult {
  return (url, label, r, params, referenceData) => {
    const pairs = Array.isArray(params) ? params : Object.entries(params);
    const list = pairs.map(([Key, Value]: readonly [string, Value]) =>
      Value === undefined ? { Key } : { Key, Value },
    );
    outbox.push(label, {
      url,
      body: {
        Result: {
          ResultType: 0,
          ResultDesc:
            Number(r.ResultCode) === 0
              ? 'The service request is processed successfully.'
              : 'Failed',
          OriginatorConversationID: '',
          ConversationID: id('AG_', 12),
          TransactionID: '',
          ...r,
          ...(list.length ? { ResultParameters: { ResultParameter: list } } : {}),
          ReferenceData:
            referenceData ?? reference('QueueTimeoutURL', `${url.split('/rails/')[0]}/timeout`),
        },
      },
    });
  };
}

/** The acknowledgement of an asynchronous request. */
export const accepted = (OriginatorConversationID: string) => ({
  status: 200,
  body: {
    ConversationID: id('AG_', 12),
    OriginatorConversationID,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  },
});

export const money = (n: number) => `${n}.00`;
const eat = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString();
/** "06.07.2024 22:48:52", as B2C results state their time. */
export const b2cTime = (ms: number) => {
  const t = eat(ms);
  return `${t.slice(8, 10)}.${t.slice(5, 7)}.${t.slice(0, 4)} ${t.slice(11, 19)}`;
};
/** "20180223054112", as Transaction Status states its times. */
export const compact = (ms: number) => eat(ms).slice(0, 19).replace(/[-T:]/g, '');
