/**
 * Operations see before borrowers do (sandbox /sandbox/forms): every form of every country in each
 * language from the files on disk, switched-off fields and hidden options marked, and the check's
 * findings for a broken file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previewPage, registerFormsPreview } from '../../../src/server/forms/preview';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mkopo-preview-'));
  for (const folder of ['tz', 'ke', '_meta'])
    cpSync(`schemas/${folder}`, join(dir, folder), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('forms preview', () => {
  it('shows each country’s forms in each language, with switched-off fields marked', async () => {
    const app = Fastify();
    registerFormsPreview(app, dir);
    const res = await app.inject({ method: 'GET', url: '/sandbox/forms' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Every file passes the check');
    expect(res.body).toContain('KE · sw_KE');
    expect(res.body).toContain('<td>pinCode</td><td>Postal code</td><td>switched off</td>');
    expect(res.body).toContain('Msimbo wa posta');
    await app.close();
  });

  it('lists what is wrong with a broken file, where and why', () => {
    const file = join(dir, 'tz', 'work.json');
    const work = JSON.parse(readFileSync(file, 'utf8')) as { rules: Record<string, unknown> };
    work.rules.resets = { employmentType: ['industry'] };
    writeFileSync(file, JSON.stringify(work));
    const page = previewPage(dir);
    expect(page).toContain(
      '<b>schemas/tz/work.json</b> at rules › resets › employmentType › entry 1',
    );
    expect(page).toContain('did you mean &#34;industryCategory&#34;?');
  });
});
