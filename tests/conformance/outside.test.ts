/**
 * The outside-data adapters and their simulator held to the providers' published examples
 * (docs/decisions/0051-credit-outside-data.md): each adapter sends the documented request and
 * reads the documented answers; the simulator answers in the documented shapes, faults included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metropolBureau, metropolReport } from '../../src/server/providers/outside/metropol';
import { camaraSimSwap, simSwapAnswer } from '../../src/server/providers/outside/sim-swap';
import { smileIdRegistry, smileMatch } from '../../src/server/providers/outside/smile-id';
import {
  startOutsideSimulator,
  type OutsideSimulator,
} from '../../src/server/providers/outside/simulator';
import { keysOf, outsideFixture } from './outside-fixtures';

let sim: OutsideSimulator;
beforeAll(async () => {
  sim = await startOutsideSimulator();
});
afterAll(() => sim.close());

/** Bound of the timeout cases: the simulator never answers them, so any bound proves it. */
const SHORT = 300;
const LONG = 15_000;

const bureau = (timeoutMs = LONG, privateKey = sim.options.metropolPrivateKey) =>
  metropolBureau({
    baseUrl: `${sim.url}/v2_1`,
    publicKey: sim.options.metropolPublicKey,
    privateKey,
    timeoutMs,
  });
const registry = (timeoutMs = LONG, apiKey = sim.options.smileApiKey) =>
  smileIdRegistry({
    baseUrl: `${sim.url}/v1`,
    partnerId: sim.options.smilePartnerId,
    apiKey,
    idTypes: { KE: 'NATIONAL_ID' },
    timeoutMs,
  });
const simSwap = (timeoutMs = LONG, accessToken = sim.options.simSwapToken) =>
  camaraSimSwap({ apiRoot: sim.url, accessToken, timeoutMs });

const lastBody = (path: string) =>
  JSON.parse(String(sim.requests.filter((r) => r.path.endsWith(path)).at(-1)?.body)) as object;
const person = {
  country: 'KE' as const,
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  birthDate: '1994-03-12',
  reference: 'order-1',
};

describe('Metropol CRB', () => {
  it('reads the published answers', () => {
    const answer = (name: string) => {
      const f = outsideFixture('metropol', name);
      return { kind: 'answer' as const, status: f.status ?? 200, body: f.body };
    };
    expect(
      metropolReport(answer('consumer-score.response'), answer('delinquency-status.response')),
    ).toEqual({
      kind: 'found',
      facts: { score: 567, delinquencyCode: '004' },
    });
  });

  it('sends the published requests, signed, and the simulator answers in the published shapes', async () => {
    const looked = await bureau().enquire({ idNumber: '27123456', amount: 5000 });
    expect(looked.kind).toBe('found');
    for (const [path, name] of [
      ['/score/consumer', 'consumer-score'],
      ['/deliquency/status', 'delinquency-status'],
    ] as const) {
      expect(keysOf(lastBody(path))).toEqual(
        keysOf(outsideFixture('metropol', `${name}.request`).body),
      );
      const res = await fetch(`${sim.url}/v2_1${path}`, { method: 'POST', body: '{}' });
      expect(res.status).toBe(401); // unsigned
    }
    const signed = await simAnswer('/v2_1/score/consumer');
    expect(keysOf(signed)).toEqual(
      keysOf(outsideFixture('metropol', 'consumer-score.response').body),
    );
  });

  it('answers unknown, down and timeout as outcomes, and a wrong key as down', async () => {
    expect((await bureau().enquire({ idNumber: '20000000', amount: 1 })).kind).toBe('notFound');
    expect((await bureau().enquire({ idNumber: '20009999', amount: 1 })).kind).toBe('down');
    expect((await bureau(SHORT).enquire({ idNumber: '20008888', amount: 1 })).kind).toBe('timeout');
    expect((await bureau(LONG, 'wrong').enquire({ idNumber: '27123456', amount: 1 })).kind).toBe(
      'down',
    );
  });
});

/** The simulator's own answer to a signed score request, through the adapter's capture. */
async function simAnswer(path: string): Promise<object> {
  const before = sim.requests.length;
  const original = globalThis.fetch;
  let body: object = {};
  globalThis.fetch = async (input, init) => {
    const res = await original(input, init);
    if (String(input).endsWith(path)) body = (await res.clone().json()) as object;
    return res;
  };
  try {
    await bureau().enquire({ idNumber: '27123456', amount: 5000 });
  } finally {
    globalThis.fetch = original;
  }
  expect(sim.requests.length).toBeGreaterThan(before);
  return body;
}

describe('Smile ID Enhanced KYC', () => {
  it('reads the published answer: validated, the name compared, no birth date given', () => {
    const f = outsideFixture('smile-id', 'id-verification.response');
    const q = { ...person, idNumber: '00000000000', firstName: 'Some', lastName: 'Person' };
    expect(smileMatch(f.body, q)).toEqual({
      kind: 'found',
      facts: { nameMatches: true, birthDateMatches: null },
    });
    expect(smileMatch(f.body, { ...q, lastName: 'Other' })).toMatchObject({
      facts: { nameMatches: false },
    });
  });

  it('sends the published request fields, signed, and matches name and birth date', async () => {
    const looked = await registry().check({ ...person, idNumber: '27123456' });
    expect(looked).toEqual({ kind: 'found', facts: { nameMatches: true, birthDateMatches: true } });
    const sent = keysOf(lastBody('/v1/id_verification'));
    const published = keysOf(outsideFixture('smile-id', 'id-verification.request').body);
    expect(sent.filter((k) => !published.includes(k))).toEqual([]);
    const mismatch = await registry().check({ ...person, idNumber: '27121111' });
    expect(mismatch).toMatchObject({ kind: 'found', facts: { nameMatches: false } });
  });

  it('answers unknown ID, registry down, timeout, a wrong key, and a country it does not serve', async () => {
    expect((await registry().check({ ...person, idNumber: '20000000' })).kind).toBe('notFound');
    expect((await registry().check({ ...person, idNumber: '20009999' })).kind).toBe('down');
    expect((await registry(SHORT).check({ ...person, idNumber: '20008888' })).kind).toBe('timeout');
    expect((await registry(LONG, 'wrong').check({ ...person, idNumber: '27123456' })).kind).toBe(
      'down',
    );
    expect((await registry().check({ ...person, country: 'TZ', idNumber: '1' })).kind).toBe('off');
  });
});

describe('CAMARA SIM Swap', () => {
  it('reads the published answers and errors', () => {
    const read = (name: string) => {
      const f = outsideFixture('camara-sim-swap', name);
      return simSwapAnswer(f.status ?? 200, f.body).kind;
    };
    expect(read('check-swapped.response')).toBe('found');
    expect(read('check-not-found.response')).toBe('notFound');
    expect(read('check-unavailable.response')).toBe('down');
    expect(read('check-timeout.response')).toBe('timeout');
  });

  it('sends the published request and the simulator answers each case in the published shape', async () => {
    expect(await simSwap().swappedWithin('+254712345000', 120)).toEqual({
      kind: 'found',
      facts: { swapped: true },
    });
    expect(keysOf(lastBody('/sim-swap/v2/check'))).toEqual(
      keysOf(outsideFixture('camara-sim-swap', 'check.request').body),
    );
    expect(await simSwap().swappedWithin('+254712345678', 120)).toEqual({
      kind: 'found',
      facts: { swapped: false },
    });
    for (const [phone, name] of [
      ['+254712340000', 'check-not-found'],
      ['+254712349999', 'check-unavailable'],
    ] as const) {
      const res = await fetch(`${sim.url}/sim-swap/v2/check`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sim.options.simSwapToken}` },
        body: JSON.stringify({ phoneNumber: phone, maxAge: 120 }),
      });
      const f = outsideFixture('camara-sim-swap', `${name}.response`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: f.status,
        body: f.body,
      });
    }
    expect((await simSwap(SHORT).swappedWithin('+254712348888', 120)).kind).toBe('timeout');
    expect((await simSwap(LONG, 'wrong').swappedWithin('+254712345678', 120)).kind).toBe('down');
  });
});
