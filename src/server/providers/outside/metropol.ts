/**
 * Metropol CRB (Kenya), the bureau enquiry (docs/decisions/0051-credit-outside-data.md): the
 * consumer score (report type 3) and the delinquency status for the amount applied for (report
 * type 2), asked side by side. Each request is signed as Metropol's API guide has it: headers
 * X-METROPOL-REST-API-KEY, -TIMESTAMP (UTC, year to microseconds) and -HASH, the SHA-256 of the
 * private key, the JSON body, the public key and the timestamp. Fixtures:
 * tests/fixtures/metropol/.
 */
import { createHash } from 'node:crypto';
import { field, postJson, type Reply } from './call';
import type { BureauEnquiry, BureauReport, CreditBureau, Looked } from './types';

export interface MetropolSettings {
  /** With the API version, such as https://api.metropol.co.ke:5555/v2_1. */
  readonly baseUrl: string;
  readonly publicKey: string;
  readonly privateKey: string;
  readonly timeoutMs: number;
}

/** The national ID's identity type in Metropol's requests. */
const NATIONAL_ID = '001';

/** 2014-07-08 17:58:39.987 → "20140708175839987000". */
export function metropolTimestamp(at: Date): string {
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return (
    `${at.getUTCFullYear()}${p(at.getUTCMonth() + 1)}${p(at.getUTCDate())}` +
    `${p(at.getUTCHours())}${p(at.getUTCMinutes())}${p(at.getUTCSeconds())}` +
    `${p(at.getUTCMilliseconds() * 1000, 6)}`
  );
}

export function metropolHash(s: MetropolSettings, json: string, timestamp: string): string {
  return createHash('sha256')
    .update(s.privateKey + json + s.publicKey + timestamp)
    .digest('hex');
}

export function metropolBureau(
  s: MetropolSettings,
  now: () => Date = () => new Date(),
): CreditBureau {
  async function ask(path: string, body: Record<string, unknown>): Promise<Reply> {
    const timestamp = metropolTimestamp(now());
    const json = JSON.stringify(body);
    return postJson({
      url: `${s.baseUrl.replace(/\/$/, '')}${path}`,
      body,
      timeoutMs: s.timeoutMs,
      headers: {
        'X-METROPOL-REST-API-KEY': s.publicKey,
        'X-METROPOL-REST-API-HASH': metropolHash(s, json, timestamp),
        'X-METROPOL-REST-API-TIMESTAMP': timestamp,
      },
    });
  }
  return {
    name: 'Metropol CRB',
    async enquire(q: BureauEnquiry): Promise<Looked<BureauReport>> {
      const id = { identity_number: q.idNumber, identity_type: NATIONAL_ID };
      const [score, status] = await Promise.all([
        ask('/score/consumer', { report_type: 3, ...id }),
        ask('/deliquency/status', { report_type: 2, ...id, loan_amount: q.amount }),
      ]);
      return metropolReport(score, status);
    },
  };
}

/** Both answers read: found only when both are; otherwise the first reason it could not say. */
export function metropolReport(score: Reply, status: Reply): Looked<BureauReport> {
  for (const reply of [score, status]) {
    if (reply.kind !== 'answer') return { kind: reply.kind, detail: reply.detail };
    // Refused keys, a limit or a fault on their side: the bureau was not asked.
    if (reply.status < 200 || reply.status >= 300)
      return { kind: 'down', detail: `HTTP ${reply.status}` };
    if (field(reply.body, 'has_error') !== false)
      return { kind: 'notFound', detail: String(field(reply.body, 'api_code') ?? reply.status) };
  }
  const s = score.kind === 'answer' ? Number(field(score.body, 'credit_score')) : NaN;
  const code = status.kind === 'answer' ? field(status.body, 'delinquency_code') : undefined;
  return {
    kind: 'found',
    facts: {
      score: Number.isFinite(s) ? s : null,
      delinquencyCode: typeof code === 'string' ? code : null,
    },
  };
}
