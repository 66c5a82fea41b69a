/**
 * `npm run schemas:preview` photographs the real forms of a candidate folder at phone size with
 * the check's verdict: a good form is a PNG of the phone's width, a file the check refuses is
 * named on the index page and makes the folder's verdict "refused".
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHONE, previewFolder } from '../../scripts/schemas-preview';

const root = mkdtempSync(join(tmpdir(), 'mkopo-preview-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const edit = (file: string, change: (json: Json) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

/** The width of a PNG from its header (bytes 16–19, big-endian). */
const pngWidth = (file: string) => readFileSync(file).readUInt32BE(16);

describe('schemas:preview', () => {
  it('photographs each form at phone size and names the file the check refuses', async () => {
    const dir = join(root, 'schemas');
    cpSync('schemas/_meta', join(dir, '_meta'), { recursive: true });
    cpSync('schemas/tz', join(dir, 'tz'), { recursive: true });
    // One language keeps the test short; the work form asks for a widget that does not exist.
    edit(join(dir, 'tz', 'country.json'), (c) => {
      c.languages = ['en'];
    });
    edit(join(dir, 'tz', 'work.json'), (w) => {
      ((w.uiSchema as Json).employmentType as Json)['ui:widget'] = 'dropdown';
    });
    const out = join(root, 'out');

    const preview = await previewFolder(dir, out);

    expect(preview.refused).toBe(true);
    const refused = preview.findings.filter((f) => f.level === 'REFUSED');
    expect(refused.map((f) => f.file)).toContain('schemas/tz/work.json');
    const images = preview.shots.flatMap((s) => (s.image ? [s.image] : []));
    expect(images.sort()).toEqual([
      join('tz', 'en', 'contacts.png'),
      join('tz', 'en', 'personal.png'),
      join('tz', 'en', 'questionnaire.png'),
    ]);
    for (const image of images) expect(pngWidth(join(out, image))).toBe(PHONE.width);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('<b>Refused</b>');
    expect(index).toContain('schemas/tz/work.json');
    expect(index).toContain('dropdown');
    expect(existsSync(join(out, 'styles.css'))).toBe(true);
  }, 180_000);
});
