/**
 * Hostile uploads on every upload call (ID front and back, face, liveness frame, feedback image,
 * repayment proof): a
 * script-bearing SVG, a JPEG polyglot carrying a script, text named .jpg, 21 MB, and a PNG whose
 * header claims 30000×30000 pixels (a decompression bomb) are refused with the §5/§8 messages,
 * and nothing is stored: no file on disk, no row.
 */
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { feedbackFiles, kycFiles } from '../../../src/server/db/schema';
import { setUpTestApp, signIn } from '../helpers';
import { JPEG, ownOrderNo, uploadImage } from '../feedback/upload-helper';
import { photo, upload } from '../loan/steps';

const ctx = setUpTestApp({ dataDir: true, perTest: false });

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A small PNG whose header claims 30000×30000 RGB pixels (2.7 GB once decoded). */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const HOSTILE: ReadonlyArray<readonly [string, Buffer]> = [
  [
    'script-bearing SVG',
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><script>fetch("/api")</script></svg>',
    ),
  ],
  ['JPEG polyglot', Buffer.concat([JPEG, Buffer.from('<script>alert(document.cookie)</script>')])],
  ['text named .jpg', Buffer.from('GIF89a? no: just text pretending to be a photo')],
  ['21 MB', Buffer.alloc(21 * 1024 * 1024, 0xff)],
  ['30000×30000 header', pixelBomb()],
];

const CALLS = [
  { url: '/api/user/upload/curp/front', refusal: 'idFrontFailed', proof: false },
  { url: '/api/user/upload/curp/back', refusal: 'idBackFailed', proof: false },
  { url: '/api/feedback/uploadFile', refusal: 'imageInvalid', proof: false },
  { url: '/api/feedback/upload/credential', refusal: 'imageInvalid', proof: true },
] as const;

/** Every file under the upload folder. */
function storedFiles(dataDir: string): string[] {
  const root = join(dataDir, 'uploads');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('hostile uploads', () => {
  it('are refused with the photo messages and leave nothing behind', async () => {
    const token = await signIn(ctx.t, '0712345678');
    const answers: string[] = [];
    let refused = 0;
    const orderNo = await ownOrderNo(ctx.t, token);
    for (const { url, refusal, proof } of CALLS) {
      for (const [what, file] of HOSTILE) {
        const payload = proof ? { orderNo } : {};
        const res = await uploadImage(ctx.t, token, file, { url, payload });
        const body = res.json() as { code: number; key: string; msg: string };
        // Past a phone photo's pixels every upload path says so, the same way (one image guard).
        const bomb = what === '30000×30000 header';
        const expected = what === '21 MB' ? 'tooLarge' : bomb ? 'imageTooLarge' : refusal;
        answers.push(`${url} ${what}: ${body.key}`);
        expect(body.key, `${url} ${what}`).toBe(expected);
        expect(body.msg.length).toBeGreaterThan(10);
        if (body.code !== 0) refused++;
      }
    }
    const [kyc, feedback] = await Promise.all([
      ctx.testDb.db.select().from(kycFiles),
      ctx.testDb.db.select().from(feedbackFiles),
    ]);
    const rows = kyc.length + feedback.length;
    const stored = storedFiles(ctx.dataDir);
    console.log(
      `uploads: tried ${answers.length}, refused ${refused}, files stored ${stored.length}, rows ${rows}`,
    );
    expect(stored).toEqual([]);
    expect(rows).toBe(0);
  }, 120_000);

  it('are refused as a face or a liveness frame once the ID is accepted, and add nothing', async () => {
    const token = await signIn(ctx.t, '0765432198');
    for (const [path, seed] of [
      ['/user/upload/curp/front', 1],
      ['/user/upload/curp/back', 2],
    ] as const)
      expect((await upload(ctx.t, token, path, await photo(800, 500, seed))).json().code).toBe(0);
    const before = {
      files: storedFiles(ctx.dataDir).length,
      rows: (await ctx.testDb.db.select().from(kycFiles)).length,
    };
    const faces = [
      { url: '/api/user/saveFaceImage', payload: {} },
      { url: '/api/portal/liveness/detection/result/save', payload: { provider: 'accuauth' } },
    ];
    let tried = 0;
    for (const { url, payload } of faces)
      for (const [what, file] of HOSTILE) {
        const res = await uploadImage(ctx.t, token, file, { url, payload });
        tried++;
        const expected =
          what === '21 MB'
            ? 'tooLarge'
            : what === '30000×30000 header'
              ? 'imageTooLarge'
              : 'faceMismatch';
        expect(res.json().key, `${url} ${what}`).toBe(expected);
      }
    const after = {
      files: storedFiles(ctx.dataDir).length,
      rows: (await ctx.testDb.db.select().from(kycFiles)).length,
    };
    console.log(`uploads (face, liveness): tried ${tried}, stored ${after.files - before.files}`);
    expect(after).toEqual(before);
  }, 120_000);

  it('tells the borrower the 20 MB limit in their language', async () => {
    const token = await signIn(ctx.t, '0787654321');
    const res = await uploadImage(ctx.t, token, HOSTILE[3]![1]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      msg: 'The file is too large. Files up to 20MB are accepted',
    });
  });
});
