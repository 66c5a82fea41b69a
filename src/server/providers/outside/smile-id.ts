/**
 * Smile ID's Enhanced KYC, the national ID registry check through a licensed aggregator
 * (docs/decisions/0051-credit-outside-data.md): POST /v1/id_verification with the ID number, the
 * registry answers the holder's name and birth date, and we compare them with the borrower's own.
 * Signed as Smile ID's SDK signs: base64 HMAC-SHA256 of timestamp, partner id and "sid_request"
 * under the API key. Which country's ID type it asks is configuration (SMILE_ID_ID_TYPES).
 * Fixtures: tests/fixtures/smile-id/.
 */
import { createHmac } from 'node:crypto';
import { field, postJson } from './call';
import type { IdentityMatch, IdentityQuery, IdentityRegistry, Looked } from './types';

export interface SmileIdSettings {
  /** Such as https://testapi.smileidentity.com/v1. */
  readonly baseUrl: string;
  readonly partnerId: string;
  readonly apiKey: string;
  /** Country code → Smile ID's id_type there; a country not named is not checked. */
  readonly idTypes: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
}

/** Enhanced KYC's job type. */
const ENHANCED_KYC = 5;
/** The result code of an ID number the registry validated. */
const VALIDATED = '1012';

export function smileSignature(partnerId: string, apiKey: string, timestamp: string): string {
  return createHmac('sha256', apiKey)
    .update(timestamp, 'utf8')
    .update(partnerId, 'utf8')
    .update('sid_request', 'utf8')
    .digest('base64');
}

export function smileIdRegistry(
  s: SmileIdSettings,
  now: () => Date = () => new Date(),
): IdentityRegistry {
  return {
    name: 'Smile ID',
    async check(q: IdentityQuery): Promise<Looked<IdentityMatch>> {
      const idType = s.idTypes[q.country];
      if (!idType) return { kind: 'off', detail: `no ID type for ${q.country}` };
      const timestamp = now().toISOString();
      const reply = await postJson({
        url: `${s.baseUrl.replace(/\/$/, '')}/id_verification`,
        timeoutMs: s.timeoutMs,
        body: {
          partner_id: s.partnerId,
          source_sdk: 'rest_api',
          source_sdk_version: '1.0.0',
          timestamp,
          signature: smileSignature(s.partnerId, s.apiKey, timestamp),
          country: q.country,
          id_type: idType,
          id_number: q.idNumber,
          first_name: q.firstName,
          last_name: q.lastName,
          dob: q.birthDate,
          partner_params: { job_id: q.reference, user_id: q.reference, job_type: ENHANCED_KYC },
        },
      });
      if (reply.kind !== 'answer') return { kind: reply.kind, detail: reply.detail };
      if (reply.status < 200 || reply.status >= 300)
        return { kind: 'down', detail: `HTTP ${reply.status}` };
      return smileMatch(reply.body, q);
    },
  };
}

const words = (s: string) =>
  s
    .toUpperCase()
    .split(/[^A-Z']+/)
    .filter(Boolean);

/** The registry's answer compared with what the borrower told us. */
export function smileMatch(body: unknown, q: IdentityQuery): Looked<IdentityMatch> {
  const code = String(field(body, 'ResultCode') ?? '');
  if (code !== VALIDATED)
    return { kind: 'notFound', detail: `${code} ${String(field(body, 'ResultText') ?? '')}` };
  const held = new Set(words(String(field(body, 'FullName') ?? '')));
  const nameMatches = [...words(q.firstName), ...words(q.lastName)].every((w) => held.has(w));
  const dob = String(field(body, 'DOB') ?? '');
  const birthDateMatches = /^\d{4}-\d{2}-\d{2}$/.test(dob) ? dob === q.birthDate : null;
  return { kind: 'found', facts: { nameMatches, birthDateMatches } };
}
