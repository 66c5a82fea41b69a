/**
 * Safaricom's own Node client for Daraja (the `mpesa-node` package) drives our simulator: a
 * simulator that agreed only with our adapter could share its mistakes; one the provider's client
 * works against answers as Daraja does (tests/conformance/fixtures/daraja for the shapes).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResultCallback } from '../../src/server/providers/rails/daraja/types';
import { darajaHarness, type DarajaHarness } from '../server/rails/daraja-harness';
import { fixture } from './daraja-fixtures';
import { shapeOf } from './daraja-shape';

describe("Safaricom's Node client (mpesa-node) against the simulator", () => {
  type Answer = { data: Record<string, unknown> };
  interface MpesaNode {
    baseURL: string;
    oAuth(): Promise<Answer>;
    lipaNaMpesaOnline(
      msisdn: string,
      amount: number,
      callbackUrl: string,
      accountRef: string,
      transactionDesc: string,
    ): Promise<Answer>;
    lipaNaMpesaQuery(checkoutRequestId: string): Promise<Answer>;
    transactionStatus(
      transactionId: string,
      receiverParty: string,
      idType: string,
      queueUrl: string,
      resultUrl: string,
      remarks: string,
      occasion: string,
    ): Promise<Answer>;
    accountBalance(
      shortCode: string,
      idType: string,
      queueUrl: string,
      resultUrl: string,
    ): Promise<Answer>;
    b2c(
      senderParty: string,
      receiverParty: string,
      amount: number,
      queueUrl: string,
      resultUrl: string,
    ): Promise<Answer>;
  }
  const Mpesa = createRequire(import.meta.url)('mpesa-node') as new (
    config: Record<string, string>,
  ) => MpesaNode;

  let h: DarajaHarness;
  let client: MpesaNode;
  let dir: string;
  /** Where results go: a closed loopback port, so each is recorded as sent and goes nowhere. */
  const url = 'http://127.0.0.1:9/daraja/result';

  beforeAll(async () => {
    h = await darajaHarness();
    dir = mkdtempSync(join(tmpdir(), 'daraja-cert-'));
    const certPath = join(dir, 'certificate.pem');
    writeFileSync(certPath, h.sim.certificate);
    const s = h.sim.settings;
    client = new Mpesa({
      consumerKey: s.consumerKey,
      consumerSecret: s.consumerSecret,
      environment: 'sandbox',
      shortCode: s.shortCode,
      initiatorName: s.initiatorName,
      lipaNaMpesaShortCode: s.shortCode,
      lipaNaMpesaShortPass: s.passkey,
      securityCredential: s.initiatorPassword,
      certPath,
    });
    client.baseURL = h.sim.url;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await h.close();
  });

  it('gets a token, pushes an STK prompt and queries it, asks a status and the balance', async () => {
    const token = await client.oAuth();
    expect(shapeOf(token.data)).toEqual(shapeOf(fixture('oauth-token.response').body));
    const push = await client.lipaNaMpesaOnline(
      '254712345678',
      10,
      url,
      'RCLIENT00001',
      'Loan payment',
    );
    expect(shapeOf(push.data)).toEqual(shapeOf(fixture('stkpush.response').body));
    const checkout = String(push.data.CheckoutRequestID);
    // Not answered yet: Daraja's "being processed", as an HTTP 500 the client rejects.
    await expect(client.lipaNaMpesaQuery(checkout)).rejects.toMatchObject({
      response: { status: 500, data: { errorCode: '500.001.1001' } },
    });
    h.sim.answerPushes(true);
    const query = await client.lipaNaMpesaQuery(checkout);
    expect(shapeOf(query.data)).toEqual(shapeOf(fixture('stkquery.response').body));
    const receipt = h.sim.transactions[0]?.receipt ?? '';
    const status = await client.transactionStatus(
      receipt,
      h.sim.settings.shortCode,
      '4',
      url,
      url,
      'status',
      'status',
    );
    expect(shapeOf(status.data)).toEqual(shapeOf(fixture('transaction-status.response').body));
    const balance = await client.accountBalance(h.sim.settings.shortCode, '4', url, url);
    expect(shapeOf(balance.data)).toEqual(shapeOf(fixture('account-balance.response').body));
    // The simulator decrypted the client's SecurityCredential: both results say it is our initiator.
    await h.sim.outbox.deliver();
    const results = h.sim.outbox.sent
      .map((m) => m.body as Partial<ResultCallback>)
      .filter((body) => body.Result !== undefined);
    expect(results.map((body) => Number(body.Result?.ResultCode))).toEqual([0, 0]);
  });

  it('its B2C is the retired v1 call without OriginatorConversationID: refused in Daraja’s error shape', async () => {
    await expect(
      client.b2c(h.sim.settings.shortCode, '254712345678', 10, url, url),
    ).rejects.toMatchObject({ response: { status: 404 } });
    const refused = await client
      .b2c(h.sim.settings.shortCode, '254712345678', 10, url, url)
      .catch((e: { response: { data: unknown } }) => e.response.data);
    expect(shapeOf(refused)).toEqual(shapeOf(fixture('b2c-duplicate.error').body));
    expect(h.sim.transactions.filter((t) => t.kind === 'payout')).toHaveLength(0);
  });
});
