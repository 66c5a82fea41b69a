/**
 * A local stand-in for both SMS providers (`npm run sms:sim`, and the tests of the real adapters):
 * Africa's Talking's `POST /version1/messaging` and Beem's `POST /v1/send` and
 * `GET /public/v1/delivery-reports`, with their answers and their delivery reports, which come
 * late, twice or never as the seed decides, as real ones do. `GET /sim/messages` lists what it
 * accepted. Loopback only; nothing leaves the machine. Every answer and report has the shape the
 * providers publish (tests/conformance/fixtures/sms holds the published examples it is held to).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentile } from './random';

export type SimProvider = 'africastalking' | 'beem';
/** ok: accepted and delivered (unless the seed says absent); down: 5xx; the rest: their fate. */
export type SimMode = 'ok' | 'down' | 'absent' | 'reject' | 'invalid';

export interface SimOptions {
  readonly seed?: string;
  readonly port?: number;
  /** The interface to listen on; 127.0.0.1 unless a container's servers reach it by name. */
  readonly host?: string;
  /** Where Africa's Talking reports are posted (our /sms/reports/africastalking/<token>). */
  readonly reportUrl?: string;
  /**
   * Where Beem pushes its reports (our /sms/reports/beem/<token>), as when its dashboard names a
   * callback URL; unset, Beem's reports are only asked for.
   */
  readonly beemReportUrl?: string;
  /** Percent of reports that come late, twice, or never. */
  readonly latePercent?: number;
  readonly duplicatePercent?: number;
  readonly missingPercent?: number;
  /** Percent of numbers whose phone is off (AbsentSubscriber) in mode ok. */
  readonly absentPercent?: number;
  readonly apiKey?: string;
  readonly username?: string;
  readonly beemKey?: string;
  readonly beemSecret?: string;
}

export interface SimMessage {
  readonly provider: SimProvider;
  readonly id: string;
  readonly to: string;
  readonly from: string;
  readonly text: string;
  /** What happened on the phone: Success, AbsentSubscriber, Rejected. */
  readonly fate: 'Success' | 'AbsentSubscriber' | 'Rejected';
}

export interface SmsSimulator {
  readonly url: string;
  inbox(): readonly SimMessage[];
  /** The messages that reached a phone. */
  delivered(): readonly SimMessage[];
  setMode(provider: SimProvider, mode: SimMode): void;
  /** New odds and seed for what follows (a property test draws them). */
  setOdds(
    odds: Pick<
      SimOptions,
      'seed' | 'latePercent' | 'duplicatePercent' | 'missingPercent' | 'absentPercent'
    >,
  ): void;
  /** Where Africa's Talking reports go from now on (a test's server once it listens). */
  reportTo(url: string): void;
  /** Where Beem pushes its reports from now on. */
  beemReportTo(url: string): void;
  /** Posts the reports now due where they go; a late one waits for the next call. */
  releaseReports(): Promise<number>;
  close(): Promise<void>;
}

interface PendingReport {
  readonly message: SimMessage;
  /** Releases still to wait. */
  wait: number;
}

const BEEM_STATUS = { Success: 'DELIVERED', AbsentSubscriber: 'UNDELIVERED', Rejected: 'REJECTED' };

/**
 * Africa's Talking's report of each fate: its documented statuses are Sent, Submitted, Buffered,
 * Rejected, Success and Failed, with a failureReason only on Rejected and Failed; a phone that is
 * off is a Failed DeliveryFailure (the reason given when the network names none).
 */
const AT_REPORT = {
  Success: { status: 'Success' },
  AbsentSubscriber: { status: 'Failed', failureReason: 'DeliveryFailure' },
  Rejected: { status: 'Rejected', failureReason: 'UserInBlackList' },
} as const;

/**
 * A delivery report as its provider posts it: Africa's Talking's form (id, phoneNumber,
 * networkCode, retryCount, status and failureReason), Beem's JSON as its callback samples read it.
 */
function report(message: SimMessage): RequestInit {
  if (message.provider === 'beem')
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        request_id: message.id,
        recipient_id: '1',
        dest_addr: message.to.slice(1),
        status: BEEM_STATUS[message.fate],
      }),
    };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      id: message.id,
      phoneNumber: message.to,
      networkCode: '63902',
      retryCount: '0',
      ...AT_REPORT[message.fate],
    }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startSmsSimulator(options: SimOptions = {}): Promise<SmsSimulator> {
  let odds = { ...options, seed: options.seed ?? 'sms-sim' };
  const modes: Record<SimProvider, SimMode> = { africastalking: 'ok', beem: 'ok' };
  const messages: SimMessage[] = [];
  const pending: PendingReport[] = [];
  const beemQueries = new Map<string, number>();
  let reportUrl = options.reportUrl;
  let beemReportUrl = options.beemReportUrl;
  let count = 0;
  const chance = (id: string, what: string, pct = 0) =>
    percentile(odds.seed, `${id}:${what}`) < pct;

  function accept(provider: SimProvider, to: string, from: string, text: string): SimMessage {
    const id = provider === 'africastalking' ? `ATXid_${++count}` : String(1000 + ++count);
    const mode = modes[provider];
    const fate =
      mode === 'absent' || (mode === 'ok' && chance(id, 'absent', odds.absentPercent))
        ? 'AbsentSubscriber'
        : mode === 'reject'
          ? 'Rejected'
          : 'Success';
    const message = { provider, id, to, from, text, fate } as const;
    messages.push(message);
    if (!chance(id, 'missing', odds.missingPercent)) {
      const wait = chance(id, 'late', odds.latePercent) ? 1 : 0;
      pending.push({ message, wait });
      if (chance(id, 'duplicate', odds.duplicatePercent)) pending.push({ message, wait: wait + 1 });
    }
    return message;
  }

  async function africasTalking(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (
      req.headers.apikey !== (options.apiKey ?? 'sim') ||
      form.get('username') !== (options.username ?? 'sandbox')
    )
      return send(res, 401, 'The supplied authentication is invalid');
    if (modes.africastalking === 'down') return send(res, 500, 'Internal Server Error');
    const to = form.get('to') ?? '';
    if (modes.africastalking === 'invalid' || !/^\+\d{9,15}$/.test(to))
      return send(res, 201, {
        SMSMessageData: {
          Message: 'Sent to 0/1',
          Recipients: [
            {
              statusCode: 403,
              number: to,
              status: 'InvalidPhoneNumber',
              cost: '0',
              messageId: 'None',
            },
          ],
        },
      });
    const m = accept('africastalking', to, form.get('from') ?? '', form.get('message') ?? '');
    return send(res, 201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [
          { statusCode: 101, number: to, status: 'Success', cost: 'KES 0.8000', messageId: m.id },
        ],
      },
    });
  }

  const beemAuth = `Basic ${Buffer.from(`${options.beemKey ?? 'sim'}:${options.beemSecret ?? 'sim'}`).toString('base64')}`;

  async function beemSend(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse((await readBody(req)) || '{}') as {
      source_addr?: string;
      message?: string;
      recipients?: Array<{ dest_addr?: string }>;
    };
    if (req.headers.authorization !== beemAuth)
      return send(res, 401, { code: 120, message: 'Invalid Authentication Parameters' });
    if (modes.beem === 'down') return send(res, 503, { message: 'Service Unavailable' });
    const to = body.recipients?.[0]?.dest_addr ?? '';
    if (modes.beem === 'invalid' || !/^\d{9,15}$/.test(to))
      return send(res, 200, {
        successful: true,
        request_id: 0,
        code: 100,
        message: 'Message Submitted Successfully',
        valid: 0,
        invalid: 1,
        duplicates: 0,
      });
    const m = accept('beem', `+${to}`, body.source_addr ?? '', body.message ?? '');
    return send(res, 200, {
      successful: true,
      request_id: Number(m.id),
      code: 100,
      message: 'Message Submitted Successfully',
      valid: 1,
      invalid: 0,
      duplicates: 0,
    });
  }

  function beemReports(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.authorization !== beemAuth)
      return send(res, 401, { message: 'Invalid Authentication' });
    const id = url.searchParams.get('request_id') ?? '';
    const m = messages.find((x) => x.provider === 'beem' && x.id === id);
    if (!m) return send(res, 404, { message: 'Not Found' });
    const asked = (beemQueries.get(id) ?? 0) + 1;
    beemQueries.set(id, asked);
    const missing = chance(id, 'missing', odds.missingPercent);
    const late = chance(id, 'late', odds.latePercent) && asked === 1;
    const status = missing || late ? 'PENDING' : BEEM_STATUS[m.fate];
    // One object, as Beem answers (docs/decisions/0034), its request_id the number /v1/send gave.
    return send(res, 200, { dest_addr: m.to.slice(1), request_id: Number(id), status });
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sim');
    const route = `${req.method} ${url.pathname}`;
    const handle =
      route === 'POST /version1/messaging'
        ? africasTalking(req, res)
        : route === 'POST /v1/send'
          ? beemSend(req, res)
          : route === 'GET /public/v1/delivery-reports'
            ? Promise.resolve(beemReports(req, res, url))
            : route === 'GET /sim/messages'
              ? Promise.resolve(send(res, 200, messages))
              : Promise.resolve(send(res, 404, { message: 'not found' }));
    handle.catch(() => send(res, 400, { message: 'bad request' }));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function releaseReports(): Promise<number> {
    const due = pending.filter((p) => p.wait <= 0);
    for (const p of pending) p.wait--;
    pending.splice(0, pending.length, ...pending.filter((p) => p.wait >= 0));
    let posted = 0;
    for (const { message } of due) {
      const target = message.provider === 'africastalking' ? reportUrl : beemReportUrl;
      if (!target) continue;
      posted++;
      await fetch(target, report(message)).catch(() => undefined); // one our server missed is missing
    }
    return posted;
  }

  return {
    url,
    inbox: () => [...messages],
    delivered: () => messages.filter((m) => m.fate === 'Success'),
    setMode: (provider, mode) => {
      modes[provider] = mode;
    },
    setOdds: (next) => {
      odds = { ...odds, ...next, seed: next.seed ?? odds.seed };
    },
    reportTo: (url) => {
      reportUrl = url;
    },
    beemReportTo: (url) => {
      beemReportUrl = url;
    },
    releaseReports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
