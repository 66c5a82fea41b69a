/**
 * Loan figures for `npm run bench`: how long apply → disbursed takes in the sandbox (assessment
 * delay, auto/borrower payout, the rail's callback). Reads under load are in reads.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import en from '../../locales/en/legal.json';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type Db } from '../../src/server/db/client';
import { saveProfileForm } from '../../src/server/features/profile/repo';
import { SandboxSms } from '../../src/server/providers/sms';
import type { EndpointName } from '../../src/shared/contract/index';
import { sealPayload } from '../../src/shared/envelope';
import { call } from '../server/helpers';

type Data = Record<string, unknown>;

async function ok(
  app: FastifyInstance,
  name: EndpointName,
  payload: Data,
  token?: string,
): Promise<Data> {
  const res = await call(app, name, payload, token ? { token } : {});
  const body = res.json() as { code: number; data: Data };
  if (body.code !== 0) throw new Error(`${name}: ${res.body}`);
  return body.data;
}

async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3, seed);
  for (let i = 0; i < raw.length; i += 7) raw[i] = (i * seed) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

async function upload(
  app: FastifyInstance,
  token: string,
  path: string,
  file: Buffer,
): Promise<void> {
  const b = '----bench';
  const payload = Buffer.concat([
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${sealPayload({}, 'com.mkopo.credit')}\r\n`,
    ),
    Buffer.from(
      `--${b}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: token },
  });
  if ((res.json() as { code: number }).code !== 0) throw new Error(`${path}: ${res.body}`);
}

/** A borrower at confirm: registered, forms stored, KYC passed, wallet bound. */
async function readyBorrower(
  app: FastifyInstance,
  db: Db,
  sms: SandboxSms,
  skipMinute: () => void,
): Promise<{ token: string; orderNo: string }> {
  const code = (mobile: string) => sms.recent().find((m) => m.mobile === mobile)?.code ?? '';
  await ok(app, 'getVerifyCode', { mobile: '0719000001', type: 'register' });
  const { token, userId } = (await ok(app, 'register', {
    mobile: '0719000001',
    code: code('+255719000001'),
  })) as { token: string; userId: string };
  const { orderNo } = (await ok(app, 'loanOrderApplyMarket', { productId: 'TZ-CASH' }, token)) as {
    orderNo: string;
  };
  const forms = {
    personal: { firstName: 'Asha', lastName: 'Mwita', inputBirthday: '12-03-1990' },
    work: {},
    contacts: {},
    questionnaire: { q1: 'no' },
  } as const;
  for (const [form, data] of Object.entries(forms)) {
    await saveProfileForm(db, {
      userId: Number(userId),
      form: form as keyof typeof forms,
      country: 'TZ',
      data,
      schemaHash: 'bench',
      updatedAt: new Date(),
    });
  }
  await upload(app, token, '/user/upload/curp/front', await photo(800, 500, 1));
  await upload(app, token, '/user/upload/curp/back', await photo(800, 500, 2));
  await upload(app, token, '/user/saveFaceImage', await photo(400, 400, 3));
  await ok(app, 'finishUploadAllImg', {}, token);
  await ok(app, 'getVerifyCode', { mobile: '0755000999', type: 'bindCard' }, token);
  // A wallet on another number needs a code to the account's own number too, 60 s after the last.
  skipMinute();
  await ok(app, 'getVerifyCodeBindCard', {}, token);
  await ok(
    app,
    'addBankCard',
    {
      bankCode: 'mpesa',
      account: '0755000999',
      code: code('+255755000999'),
      ownCode: code('+255719000001'),
    },
    token,
  );
  return { token, orderNo };
}

async function waitForStatus(
  app: FastifyInstance,
  token: string,
  wanted: readonly number[],
  limitMs: number,
): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < limitMs) {
    const { order } = (await ok(app, 'loanOrderLatest', {}, token)) as {
      order?: { status: number };
    };
    if (order && wanted.includes(order.status)) return order.status;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`status ${wanted.join('/')} not reached in ${limitMs} ms`);
}

export async function benchLoan(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mkopo-bench-loan-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_PER_TOKEN_PER_MINUTE: '0',
    RATE_LIMIT_PER_DEVICE_PER_MINUTE: '0',
    JOB_POLL_MS: '100',
  });
  const database = await openDatabase(config);
  await database.migrate();
  const sms = new SandboxSms();
  // The wall clock, which the bench may move past the minute between two codes to one number.
  let skew = 0;
  const clock = () => Date.now() + skew;
  const app = await buildApp(config, { db: database.db, sms, runJobs: true, clock });
  try {
    console.log(
      `\n== Loan in the sandbox (assessment ${config.assessmentDelaySeconds} s, rail callback ~30 s, status query after 2 min) ==`,
    );
    const { token, orderNo } = await readyBorrower(app, database.db, sms, () => {
      skew += 61_000;
    });
    const t0 = Date.now();
    const { quoteId } = await ok(
      app,
      'confirmProductInfo',
      { orderNo, amount: 60_000, days: 91 },
      token,
    );
    await ok(
      app,
      'submit',
      {
        orderNo,
        quoteId,
        amount: 60_000,
        days: 91,
        agreed: true,
        signature: 'Asha Mwita',
        bureauConsent: en.bureauConsent.version,
      },
      token,
    );
    await waitForStatus(app, token, [18], 60_000);
    const approved = Date.now();
    await ok(app, 'getMoney', { orderNo }, token);
    const status = await waitForStatus(app, token, [2, 10], 300_000);
    const done = Date.now();
    console.log(
      `  submit → approved ${((approved - t0) / 1000).toFixed(1)} s; approved → ${status === 2 ? 'disbursed' : 'payout failed'} ${((done - approved) / 1000).toFixed(1)} s; total ${((done - t0) / 1000).toFixed(1)} s`,
    );
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
