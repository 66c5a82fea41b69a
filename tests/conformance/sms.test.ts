/**
 * The SMS providers as they publish themselves (tests/conformance/fixtures/sms, each example with
 * its source): our adapters build requests of exactly the published shape and read the published
 * answers and reports right; our simulator answers and reports in exactly those shapes; and
 * Africa's Talking's official client (the `africastalking` package) drives the simulator.
 */
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { africasTalking, atDeliveryReport } from '../../src/server/providers/africastalking';
import { beem, parseBeemReport } from '../../src/server/providers/beem';
import type { OutgoingSms } from '../../src/server/providers/sms';
import { startSmsSimulator, type SmsSimulator } from '../../src/server/providers/sms-simulator';
import { startCapture, type Capture } from './sms-capture';
import { fields, fixture, FIXTURE_NAMES, formOf } from './sms-fixtures';
import { formFields, shapeOf } from './sms-shape';

const AT_KEY = 'MyAppApiKey';
const AT_USER = 'MyAppUsername';
const BEEM_KEY = 'beem-key';
const BEEM_SECRET = 'beem-secret';
const BEEM_AUTH = `Basic ${Buffer.from(`${BEEM_KEY}:${BEEM_SECRET}`).toString('base64')}`;
/** The published number with its elided digits (XXXYYY) filled in, so that it is a number. */
const KE_NUMBER = '+254711223344';

const message = (to: string): OutgoingSms => ({
  to,
  text: 'Hello',
  senderId: 'MKOPO',
  template: 'code.login',
});

let capture: Capture;
beforeAll(async () => {
  capture = await startCapture();
});
afterAll(() => capture.close());
afterEach(() => {
  capture.requests.length = 0;
});

/** The captured request's headers include every header the fixture shows, by name. */
function expectHeaders(name: string, headers: Record<string, unknown>) {
  const published = fixture(name).headers ?? {};
  for (const header of Object.keys(published))
    expect(headers, `${name}: header ${header}`).toHaveProperty(header.toLowerCase());
  expect(String(headers['content-type'])).toContain(fixture(name).contentType);
}

describe('the fixtures', () => {
  it('each name their published source and say what they are', () => {
    expect(FIXTURE_NAMES.length).toBeGreaterThanOrEqual(8);
    for (const name of FIXTURE_NAMES) {
      const f = fixture(name);
      expect(f.source, name).toMatch(/\w+\/\w+|https?:\/\//);
      expect(['request', 'response', 'callback'], name).toContain(f.kind);
      expect(f.operation, name).toBeTruthy();
      expect(f.body, name).toBeTypeOf('object');
    }
  });
});

describe("Africa's Talking: our adapter", () => {
  const adapter = () => africasTalking({ url: capture.url, username: AT_USER, apiKey: AT_KEY });

  it('sends the published request and reads the published answer', async () => {
    const answer = fixture('africastalking-send-response');
    capture.answer({ status: answer.status ?? 201, body: answer.body });
    const outcome = await adapter().send(message(KE_NUMBER));
    expect(outcome).toEqual({ kind: 'accepted', messageId: 'ATPid_SampleTxnId123', status: '101' });
    const [sent] = capture.requests;
    expect(`${sent?.method} ${sent?.path}`).toBe(fixture('africastalking-send-request').operation);
    expectHeaders('africastalking-send-request', sent?.headers ?? {});
    expect(shapeOf(formFields(sent?.body ?? ''))).toEqual(
      shapeOf(fixture('africastalking-send-request').body),
    );
  });

  it('reads the published delivery reports: delivered, and failed to be sent again', () => {
    expect(atDeliveryReport(formOf('africastalking-delivery-report-success'))).toEqual({
      messageId: 'ATXid_03cb5ecf11ce748794c0f9a85c276259',
      status: 'Success',
      meaning: 'delivered',
      reportKey: 'Success:0',
    });
    expect(atDeliveryReport(formOf('africastalking-delivery-report-failed'))).toMatchObject({
      status: 'Failed',
      meaning: 'retry',
      failureReason: 'DeliveryFailure',
    });
  });
});

describe('Beem: our adapter', () => {
  const adapter = () =>
    beem({ url: capture.url, reportsUrl: capture.url, apiKey: BEEM_KEY, secretKey: BEEM_SECRET });

  it('sends the published request and reads the published answer', async () => {
    const answer = fixture('beem-send-response');
    capture.answer({ status: answer.status ?? 200, body: answer.body });
    const outcome = await adapter().send(message('+255700000001'));
    expect(outcome).toEqual({ kind: 'accepted', messageId: '1000001', status: '100' });
    const [sent] = capture.requests;
    expect(`${sent?.method} ${sent?.path}`).toBe(fixture('beem-send-request').operation);
    expectHeaders('beem-send-request', sent?.headers ?? {});
    expect(sent?.headers.authorization).toBe(BEEM_AUTH);
    expect(shapeOf(JSON.parse(sent?.body ?? '{}'))).toEqual(
      shapeOf(fixture('beem-send-request').body),
    );
  });

  it('asks for a report as published and reads the one object, or a list of them', async () => {
    const published = fixture('beem-delivery-report');
    for (const body of [published.body, [published.body]]) {
      capture.answer({ status: 200, body });
      await expect(adapter().queryReport?.('1000001', '+255700000001')).resolves.toEqual({
        status: 'DELIVERED',
        meaning: 'delivered',
      });
    }
    const [asked] = capture.requests;
    expect(`${asked?.method} ${asked?.path}`).toBe(published.operation);
    expect(asked?.query).toEqual(published.query);
  });

  it('reads the published pushed report, whichever way its status is spelled', () => {
    const pushed = fields('beem-delivery-report-callback');
    const read = { requestId: '1000001', destAddr: '255700000001', status: 'DELIVERED' };
    expect(parseBeemReport(pushed)).toEqual(read);
    const { status, ...rest } = pushed;
    expect(parseBeemReport({ ...rest, Status: status })).toEqual(read);
    expect(parseBeemReport({ ...rest })).toBeUndefined();
  });
});

describe('our simulator', () => {
  let sim: SmsSimulator;
  beforeAll(async () => {
    sim = await startSmsSimulator({
      apiKey: AT_KEY,
      username: AT_USER,
      beemKey: BEEM_KEY,
      beemSecret: BEEM_SECRET,
    });
  });
  afterAll(() => sim.close());
  afterEach(() => {
    sim.setMode('africastalking', 'ok');
    sim.setMode('beem', 'ok');
  });

  const atSend = (to: string) => {
    const request = fixture('africastalking-send-request');
    return fetch(`${sim.url}/version1/messaging`, {
      method: 'POST',
      headers: request.headers,
      body: new URLSearchParams({ ...formOf('africastalking-send-request'), to }),
    });
  };

  it("answers Africa's Talking's published request in the published shape, refused or not", async () => {
    const published = fixture('africastalking-send-response');
    const accepted = await atSend(KE_NUMBER);
    expect(accepted.status).toBe(published.status);
    expect(shapeOf(await accepted.json())).toEqual(shapeOf(published.body));
    sim.setMode('africastalking', 'invalid');
    const refused = await atSend(KE_NUMBER);
    expect(shapeOf(await refused.json())).toEqual(shapeOf(published.body));
  });

  it("posts Africa's Talking's reports in the published shapes", async () => {
    sim.reportTo(`${capture.url}/sms/reports/africastalking/token`);
    await sim.releaseReports(); // the reports of the messages sent before
    const posted = async (mode: 'ok' | 'absent' | 'reject') => {
      sim.setMode('africastalking', mode);
      await atSend(KE_NUMBER);
      capture.requests.length = 0;
      expect(await sim.releaseReports()).toBe(1);
      const [report] = capture.requests;
      expect(report?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      return formFields(report?.body ?? '');
    };
    const delivered = await posted('ok');
    expect(shapeOf(delivered)).toEqual(
      shapeOf(fixture('africastalking-delivery-report-success').body),
    );
    expect(delivered.status).toBe('Success');
    const failed = await posted('absent');
    expect(shapeOf(failed)).toEqual(shapeOf(fixture('africastalking-delivery-report-failed').body));
    expect(failed).toMatchObject({ status: 'Failed', failureReason: 'DeliveryFailure' });
    const rejected = await posted('reject');
    expect(shapeOf(rejected)).toEqual(
      shapeOf(fixture('africastalking-delivery-report-failed').body),
    );
    expect(rejected.status).toBe('Rejected');
  });

  it("pushes Beem's reports in the published shape", async () => {
    sim.beemReportTo(`${capture.url}/sms/reports/beem/token`);
    await sim.releaseReports(); // the reports of the messages sent before
    await fetch(`${sim.url}/v1/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: BEEM_AUTH },
      body: JSON.stringify(fixture('beem-send-request').body),
    });
    capture.requests.length = 0;
    expect(await sim.releaseReports()).toBe(1);
    const [pushed] = capture.requests;
    expect(pushed?.headers['content-type']).toBe(
      fixture('beem-delivery-report-callback').contentType,
    );
    const body: unknown = JSON.parse(pushed?.body ?? '{}');
    expect(shapeOf(body)).toEqual(shapeOf(fixture('beem-delivery-report-callback').body));
    expect(body).toMatchObject({ dest_addr: '255700000001', status: 'DELIVERED' });
  });

  it("answers Beem's published request and report query in the published shapes", async () => {
    const sent = await fetch(`${sim.url}/v1/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: BEEM_AUTH },
      body: JSON.stringify(fixture('beem-send-request').body),
    });
    const published = fixture('beem-send-response');
    expect(sent.status).toBe(published.status);
    const answer = (await sent.json()) as { request_id: number };
    expect(shapeOf(answer)).toEqual(shapeOf(published.body));

    const report = fixture('beem-delivery-report');
    const query = new URLSearchParams({
      dest_addr: '255700000001',
      request_id: String(answer.request_id),
    });
    const asked = await fetch(`${sim.url}/public/v1/delivery-reports?${query}`, {
      headers: { authorization: BEEM_AUTH },
    });
    expect(asked.status).toBe(report.status);
    const body: unknown = await asked.json();
    expect(shapeOf(body)).toEqual(shapeOf(report.body));
    expect(body).toMatchObject({ request_id: answer.request_id, status: 'DELIVERED' });
  });
});

describe("Africa's Talking's official client", () => {
  // The package fixes its addresses (lib/common.js builds SMS_URL from api.africastalking.com or,
  // for the username "sandbox", api.sandbox.africastalking.com) and reads Common.SMS_URL on every
  // send: setting that export of its own module points it at a local server.
  const require = createRequire(import.meta.url);
  const common = require('africastalking/lib/common') as { SMS_URL: string };
  const AfricasTalking = require('africastalking') as (options: {
    username: string;
    apiKey: string;
  }) => { SMS: { send(params: { to: string; message: string; from: string }): Promise<unknown> } };
  let liveUrl: string;
  let sim: SmsSimulator;
  beforeAll(async () => {
    sim = await startSmsSimulator({ apiKey: AT_KEY, username: AT_USER });
    liveUrl = common.SMS_URL;
  });
  afterAll(async () => {
    common.SMS_URL = liveUrl;
    await sim.close();
  });

  const client = (url: string) => {
    const at = AfricasTalking({ username: AT_USER, apiKey: AT_KEY });
    common.SMS_URL = `${url}/version1/messaging`;
    return at.SMS;
  };

  it('sends through our simulator and gets the published answer', async () => {
    expect(liveUrl).toBe('https://api.africastalking.com/version1/messaging');
    const answer = await client(sim.url).send({ to: KE_NUMBER, message: 'Hello', from: 'MKOPO' });
    expect(shapeOf(answer)).toEqual(shapeOf(fixture('africastalking-send-response').body));
    const [accepted] = sim.inbox();
    expect(accepted).toMatchObject({ to: KE_NUMBER, from: 'MKOPO', text: 'Hello' });
    expect(answer).toMatchObject({
      SMSMessageData: { Recipients: [{ messageId: accepted?.id, status: 'Success' }] },
    });
  });

  it('sends the same request as our adapter', async () => {
    const published = fixture('africastalking-send-response');
    capture.answer({ status: published.status ?? 201, body: published.body });
    await client(capture.url).send({ to: KE_NUMBER, message: 'Hello', from: 'MKOPO' });
    await africasTalking({ url: capture.url, username: AT_USER, apiKey: AT_KEY }).send(
      message(KE_NUMBER),
    );
    const [official, ours] = capture.requests;
    expect(ours?.path).toBe(official?.path);
    expect(ours?.method).toBe(official?.method);
    expect(formFields(ours?.body ?? '')).toEqual(formFields(official?.body ?? ''));
    expect(ours?.headers.apikey).toBe(official?.headers.apikey);
    expect(ours?.headers.accept).toBe(official?.headers.accept);
    // The client adds `;charset=utf-8`; a form is UTF-8 either way.
    const type = (header: string | undefined) => header?.split(';')[0];
    expect(type(ours?.headers['content-type'])).toBe(type(official?.headers['content-type']));
  });
});
