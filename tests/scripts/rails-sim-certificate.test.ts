import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certificateFile } from '../../scripts/rails-sim-certificate';

const parent = mkdtempSync(join(tmpdir(), 'rails-sim-certificate-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe("the rails simulator's certificate file", () => {
  it('is one per simulator: a second never overwrites the first, and each removes only its own', () => {
    const first = certificateFile('first PEM', parent);
    const second = certificateFile('second PEM', parent);
    expect(dirname(first.path)).not.toBe(dirname(second.path));
    expect(readFileSync(first.path, 'utf8')).toBe('first PEM');
    expect(readFileSync(second.path, 'utf8')).toBe('second PEM');
    expect(statSync(first.path).mode & 0o777).toBe(0o600);
    first.remove();
    expect(existsSync(dirname(first.path))).toBe(false);
    expect(readFileSync(second.path, 'utf8')).toBe('second PEM');
    second.remove();
    second.remove();
    expect(existsSync(dirname(second.path))).toBe(false);
  });
});
