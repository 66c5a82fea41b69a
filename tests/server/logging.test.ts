/** Logs never carry a phone number, an SMS code, a token or an ID number (docs/architecture.md §6). */
import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { startSmsSimulator } from '../../src/server/providers/sms-simulator';
import { censor, loggerOptions, redactSecrets } from '../../src/server/logger';
import { call, createClock, setUpTestDb, testConfig } from './helpers';

const ctx = setUpTestDb();

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

async function signUpAndIn(sandbox: boolean) {
  const { lines, stream } = capture();
  const clock = createClock();
  // Outside sandbox mode a real gateway must be configured: the simulator stands in for it.
  const sim = sandbox ? undefined : await startSmsSimulator();
  const sms = sim && { africastalking: { url: sim.url, username: 'sandbox', apiKey: 'sim' } };
  const app = await buildApp(
    testConfig({
      logLevel: 'debug',
      sandbox,
      ...(sms ? { sms: { ...sms, reportsToken: 'x' } } : {}),
    }),
    { db: ctx.testDb.db, clock: clock.now, logStream: stream },
  );
  await call(app, 'getVerifyCode', { mobile: '0712345678', type: 'register' });
  const row = await ctx.testDb.db.query.smsCodes.findFirst();
  expect(row).toBeDefined();
  // The code is only in the sandbox's memory; read it through the sandbox page when it exists.
  const page = sandbox ? (await app.inject({ url: '/sandbox/sms?format=json' })).json() : [];
  const code: string = sandbox
    ? page[0].code
    : (/\d{6}/.exec(sim?.inbox()[0]?.text ?? '')?.[0] ?? '');
  const registered = sandbox
    ? await call(app, 'register', { mobile: '0712345678', code })
    : undefined;
  const token: string = registered?.json().data.token ?? 'no-token';
  await call(app, 'getUserInfo', {}, { token });
  await call(app, 'register', { mobile: '0712345678', code: '999999' });
  await app.close();
  await sim?.close();
  return { lines, code, token };
}

describe('log redaction', () => {
  it('keeps numbers, tokens and codes out of the logs; the sandbox line points to /sandbox/sms', async () => {
    const { lines, code, token } = await signUpAndIn(true);
    expect(lines.length).toBeGreaterThan(4);
    const all = lines.join('\n');
    expect(all).not.toContain('712345678');
    expect(all).not.toContain(token);
    expect(code).toMatch(/^\d{6}$/);
    expect(lines.filter((line) => line.includes(code))).toEqual([]);
    const sandboxLine = lines.find((line) => line.includes('sandbox SMS'));
    expect(JSON.parse(sandboxLine ?? '{}')).toMatchObject({
      msg: 'sandbox SMS (not sent): read it at /sandbox/sms',
      sandboxSms: { mobile: '+**********78', purpose: 'register' },
    });
  });

  it('logs each request once, when it is answered, with its method, address, status and time', async () => {
    const { lines } = await signUpAndIn(true);
    const requests = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(requests.some((r) => r.msg === 'incoming request')).toBe(false);
    const answered = requests.filter((r) => r.msg === 'request completed');
    // getVerifyCode, the sandbox page, register, getUserInfo and the refused register.
    expect(answered).toHaveLength(5);
    expect(answered[0]).toMatchObject({
      req: { method: 'POST', url: expect.stringMatching(/^\/api\//) as unknown },
      res: { statusCode: 200 },
      responseTime: expect.any(Number) as unknown,
      reqId: expect.any(String) as unknown,
    });
  });

  it('outside sandbox mode no code is logged at all', async () => {
    const { lines, code } = await signUpAndIn(false);
    const all = lines.join('\n');
    expect(all).not.toContain('712345678');
    expect(code).toMatch(/^\d{6}$/); // sent through the gateway
    expect(all).not.toContain(code);
    expect(lines.some((line) => /"code":"\d{6}"/.test(line))).toBe(false);
  });

  it('masks phone values and replaces secrets wherever a log call puts them', () => {
    const { lines, stream } = capture();
    const log = pino(loggerOptions('info'), stream);
    log.info(
      {
        req: { headers: { authorization: 'Bearer secret-token-value' } },
        payload: { mobile: '+255712345678', code: '123456', nationalId: '19900101-12345-67890-12' },
        user: { token: 'secret-token-value', sparePhone: '0754123456' },
      },
      'test line',
    );
    const line = lines.join('\n');
    for (const secret of ['secret-token-value', '712345678', '123456', '19900101', '754123456']) {
      expect(line).not.toContain(secret);
    }
    expect(JSON.parse(line)).toMatchObject({
      payload: { mobile: '+**********78' },
      user: { sparePhone: '********56' },
    });
  });

  it("censors what pino's own wildcard paths did, at the same depths, without touching the object", () => {
    const keys = ['mobile', 'token', 'smsCode', 'payload', 'code', 'req', 'headers', 'cookie', 'a'];
    const value = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.constantFrom('+255712345678', '0754123456', 'x'),
        fc.dictionary(fc.constantFrom(...keys), tie('tree'), { maxKeys: 4 }),
        fc.array(tie('tree'), { maxLength: 2 }),
      ),
    })).tree;
    const object = fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: 4 });
    // The paths this logger gave pino's redact before it walked objects itself.
    const paths = [
      'req.headers.authorization',
      'req.headers.cookie',
      'payload.code',
      '*.payload.code',
      ...['mobile', 'token', 'smsCode'].flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
    ];
    const line = (options: pino.LoggerOptions, entry: object) => {
      const { lines, stream } = capture();
      pino({ ...options, base: null, timestamp: false }, stream).info(entry, 'm');
      return JSON.parse(lines[0] ?? '{}') as unknown;
    };
    fc.assert(
      fc.property(object, (entry) => {
        const before = JSON.stringify(entry);
        const ours = line(loggerOptions('info'), entry);
        expect(JSON.stringify(entry)).toBe(before);
        // pino's redact may leave nested overlapping paths changed: it gets a copy.
        const copy = JSON.parse(before) as object;
        expect(ours).toEqual(line({ level: 'info', redact: { paths, censor } }, copy));
      }),
      { numRuns: 500 },
    );
    expect(redactSecrets({ a: { b: { c: { mobile: '0754123456' } } } })).toEqual({
      a: { b: { c: { mobile: '0754123456' } } }, // four levels down, as before: not a log shape
    });
    expect(redactSecrets({ code: 10010304, payload: { code: '123456' } })).toEqual({
      code: 10010304,
      payload: { code: '[redacted]' },
    });
  });
});
