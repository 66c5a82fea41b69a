/**
 * A local stand-in for the three outside-data providers (`npm run outside:sim`, and the tests of
 * the real adapters), speaking their published APIs (docs/decisions/0051-credit-outside-data.md):
 * Metropol's POST /v2_1/score/consumer and /v2_1/deliquency/status, Smile ID's POST
 * /v1/id_verification, CAMARA's POST /sim-swap/v2/check. It checks each request's signature or
 * token as the provider does, answers from the book (book.ts) and plays its faults: unknown ID,
 * registry down (503), and no answer at all (a timeout). Loopback only.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { bookedHolder, bookedReport, bookedSwap, faultOf } from './book';
import { metropolHash } from './metropol';
import { smileSignature } from './smile-id';

export interface OutsideSimOptions {
  readonly port?: number;
  readonly host?: string;
  readonly metropolPublicKey?: string;
  readonly metropolPrivateKey?: string;
  readonly smilePartnerId?: string;
  readonly smileApiKey?: string;
  readonly simSwapToken?: string;
}

export interface OutsideSimulator {
  readonly url: string;
  readonly options: Required<Omit<OutsideSimOptions, 'port' | 'host'>>;
  /** Requests answered or held, by path. */
  readonly requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

type Answer = { status: number; body: unknown } | 'hold';
type Body = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function metropol(
  o: OutsideSimulator['options'],
  req: IncomingMessage,
  raw: string,
  body: Body,
): Answer {
  const ts = str(req.headers['x-metropol-rest-api-timestamp']);
  const keys = {
    baseUrl: '',
    timeoutMs: 0,
    publicKey: o.metropolPublicKey,
    privateKey: o.metropolPrivateKey,
  };
  if (
    req.headers['x-metropol-rest-api-key'] !== o.metropolPublicKey ||
    req.headers['x-metropol-rest-api-hash'] !== metropolHash(keys, raw, ts)
  )
    return {
      status: 401,
      body: { has_error: true, api_code: '401', api_code_description: 'Authentication failed' },
    };
  const id = str(body.identity_number);
  const fault = faultOf(id);
  if (fault === 'timeout') return 'hold';
  if (fault === 'down')
    return {
      status: 503,
      body: { has_error: true, api_code: '503', api_code_description: 'Service unavailable' },
    };
  const head = {
    has_error: fault === 'notFound',
    api_code: fault ? '404' : null,
    api_code_description: fault ? 'No record found' : null,
  };
  const report = bookedReport(id);
  if (body.report_type === 3)
    return {
      status: 200,
      body: {
        ...head,
        identity_number: id,
        identity_type: body.identity_type,
        ...(fault ? {} : { credit_score: String(report.score) }),
      },
    };
  return {
    status: 200,
    body: {
      ...head,
      trx_id: `sim-${id}-${Date.now()}`,
      identity_number: id,
      identity_type: body.identity_type,
      loan_amount: body.loan_amount,
      ...(fault
        ? {}
        : {
            delinquency_code: report.delinquencyCode,
            delinquency_summary: `Current delinquency ${report.delinquencyCode === '004' ? 'True' : 'False'}`,
          }),
    },
  };
}

function smile(o: OutsideSimulator['options'], body: Body): Answer {
  if (
    body.partner_id !== o.smilePartnerId ||
    body.signature !== smileSignature(o.smilePartnerId, o.smileApiKey, str(body.timestamp))
  )
    return { status: 401, body: { code: '2205', error: 'You are not authorized to do that.' } };
  const id = str(body.id_number);
  const fault = faultOf(id);
  if (fault === 'timeout') return 'hold';
  if (fault === 'down')
    return { status: 503, body: { code: '1015', error: 'ID authority unavailable' } };
  const partnerParams = body.partner_params;
  const head = {
    JSONVersion: '1.0.0',
    SmileJobID: `sim-${Date.now()}`,
    PartnerParams: partnerParams,
    ResultType: 'ID Verification',
    IsFinalResult: 'true',
  };
  if (fault === 'notFound')
    return {
      status: 200,
      body: {
        ...head,
        ResultText: 'ID Number Not Found',
        ResultCode: '1013',
        Actions: { Verify_ID_Number: 'Not Verified', Return_Personal_Info: 'Not Returned' },
      },
    };
  const held = bookedHolder(
    id,
    `${str(body.first_name)} ${str(body.last_name)}`.toUpperCase(),
    str(body.dob),
  );
  return {
    status: 200,
    body: {
      ...head,
      ResultText: 'ID Number Validated',
      ResultCode: '1012',
      Actions: { Verify_ID_Number: 'Verified', Return_Personal_Info: 'Returned' },
      Country: body.country,
      IDType: body.id_type,
      IDNumber: id,
      ExpirationDate: 'Not Available',
      FullName: held.fullName,
      DOB: held.dob,
      Photo: 'Not Available',
    },
  };
}

const camaraError = (status: number, code: string, message: string): Answer => ({
  status,
  body: { status, code, message },
});

function simSwap(o: OutsideSimulator['options'], req: IncomingMessage, body: Body): Answer {
  if (req.headers.authorization !== `Bearer ${o.simSwapToken}`)
    return camaraError(
      401,
      'UNAUTHENTICATED',
      'Request not authenticated due to missing, invalid, or expired credentials.',
    );
  const phone = str(body.phoneNumber);
  if (!/^\+[1-9][0-9]{4,14}$/.test(phone))
    return camaraError(422, 'MISSING_IDENTIFIER', 'The device cannot be identified.');
  const maxAge = body.maxAge ?? 240;
  if (typeof maxAge !== 'number' || maxAge < 1 || maxAge > 2400)
    return camaraError(400, 'OUT_OF_RANGE', 'Client specified an invalid range.');
  const fault = faultOf(phone);
  if (fault === 'timeout') return 'hold';
  if (fault === 'down') return camaraError(503, 'UNAVAILABLE', 'Service Unavailable.');
  if (fault === 'notFound')
    return camaraError(404, 'IDENTIFIER_NOT_FOUND', 'Device identifier not found.');
  return { status: 200, body: { swapped: bookedSwap(phone) } };
}

function route(o: OutsideSimulator['options'], req: IncomingMessage, raw: string): Answer {
  let body: Body;
  try {
    body = JSON.parse(raw) as Body;
  } catch {
    return { status: 400, body: { error: 'not JSON' } };
  }
  const path = new URL(req.url ?? '/', 'http://sim').pathname;
  if (req.method === 'POST' && /^\/v2_1\/(score\/consumer|deliquency\/status)$/.test(path))
    return metropol(o, req, raw, body);
  if (req.method === 'POST' && path === '/v1/id_verification') return smile(o, body);
  if (req.method === 'POST' && path === '/sim-swap/v2/check') return simSwap(o, req, body);
  return { status: 404, body: { error: 'no such path' } };
}

export async function startOutsideSimulator(
  options: OutsideSimOptions = {},
): Promise<OutsideSimulator> {
  const o = {
    metropolPublicKey: options.metropolPublicKey ?? 'sim-public',
    metropolPrivateKey: options.metropolPrivateKey ?? 'sim-private',
    smilePartnerId: options.smilePartnerId ?? '001',
    smileApiKey: options.smileApiKey ?? 'sim-smile-key',
    simSwapToken: options.simSwapToken ?? 'sim-token',
  };
  const requests: { path: string; body: unknown }[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const answer = route(o, req, raw);
      requests.push({ path: req.url ?? '', body: raw });
      if (answer === 'hold') return; // the caller's timeout ends it
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    options: o,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
