/**
 * Uploaded images are sealed on disk (AES-256-GCM under FILE_KEYS, or a development key in
 * DATA_DIR): the disk holds no image, a tampered file is never served, and after a key rotation
 * old files are still served to their owner.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/server/config';
import { reencodePhoto } from '../../../src/server/providers/image';
import { buildTestApp, setUpTestDb, signIn, type TestApp } from '../helpers';
import { JPEG, uploadImage } from '../feedback/upload-helper';

const ctx = setUpTestDb();
let dataDir = '';
const apps: TestApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.app.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  const { fileKeys, fileKeyId } = loadConfig(env);
  const t = await buildTestApp(ctx.testDb, { config: { dataDir, fileKeys, fileKeyId } });
  apps.push(t);
  return t;
}

async function uploaded(t: TestApp, token: string) {
  const res = await uploadImage(t, token, JPEG);
  return (res.json() as { data: { url: string } }).data.url;
}

/** What the server keeps of JPEG: the photo decoded and encoded again (no EXIF, nothing hidden). */
async function kept(): Promise<Buffer> {
  const photo = await reencodePhoto(JPEG);
  if (!photo.ok) throw new Error('the test photo does not decode');
  return photo.data;
}

const served = (t: TestApp, url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token } });

function storedFiles(): string[] {
  const root = join(dataDir, 'uploads', 'feedback');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe('files at rest', () => {
  it('holds no image on disk, never serves a tampered file, reads old files after rotation', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mkopo-rest-'));
    const old = `k1:${randomBytes(32).toString('base64')}`;
    const first = await appWith({ FILE_KEYS: old });
    const token = await signIn(first, '0712345678');
    const oldUrl = await uploaded(first, token);
    const [oldFile] = storedFiles();
    const onDisk = readFileSync(oldFile!);
    expect(onDisk.includes((await kept()).subarray(0, 32))).toBe(false);
    expect(onDisk.subarray(0, 7).toString()).toBe('MKF1\x02k1');

    // Rotation: k2 seals new files; k1 is kept so the old receipt still opens.
    const second = await appWith({
      FILE_KEYS: `${old},k2:${randomBytes(32).toString('base64')}`,
      FILE_KEY_ID: 'k2',
    });
    const oldServed = await served(second, oldUrl, token);
    expect(oldServed.statusCode).toBe(200);
    expect(oldServed.rawPayload.equals(await kept())).toBe(true);
    const newUrl = await uploaded(second, token);
    const newFile = storedFiles().find((f) => f !== oldFile);
    expect(readFileSync(newFile!).subarray(0, 7).toString()).toBe('MKF1\x02k2');
    expect((await served(second, newUrl, token)).rawPayload.equals(await kept())).toBe(true);

    const tampered = Buffer.from(onDisk);
    tampered[tampered.length - 5] = (tampered[tampered.length - 5] ?? 0) ^ 0xff;
    writeFileSync(oldFile!, tampered);
    const refused = await served(second, oldUrl, token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.rawPayload.includes(JPEG.subarray(0, 32))).toBe(false);
    expect(refused.json()).toHaveProperty('code');
  });

  it('generates a development key readable only by the server when FILE_KEYS is unset', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mkopo-rest-'));
    const t = await appWith({});
    const token = await signIn(t, '0712345678');
    const url = await uploaded(t, token);
    expect(statSync(join(dataDir, 'file-key')).mode & 0o777).toBe(0o600);
    expect(readFileSync(storedFiles()[0]!).subarray(0, 8).toString()).toBe('MKF1\x03dev');
    expect((await served(t, url, token)).rawPayload.equals(await kept())).toBe(true);
  });

  it('refuses a malformed key at start without printing it', () => {
    expect(() => loadConfig({ FILE_KEYS: 'k1:c2hvcnQ=' })).toThrow(/FILE_KEYS entry 1/);
    expect(() => loadConfig({ FILE_KEYS: 'k1:c2hvcnQ=' })).not.toThrow(/c2hvcnQ/);
    const key = `k1:${randomBytes(32).toString('base64')}`;
    expect(() => loadConfig({ FILE_KEYS: key, FILE_KEY_ID: 'k9' })).toThrow(/FILE_KEY_ID/);
  });
});
