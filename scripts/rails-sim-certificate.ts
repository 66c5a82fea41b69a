/**
 * Where `npm run rails:sim` keeps Daraja's certificate: a directory of its own, made by mkdtemp,
 * so two simulators on one machine never overwrite each other's, readable by its owner only, and
 * removed with everything in it when the simulator ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface CertificateFile {
  readonly path: string;
  /** Deletes the file and its directory; safe to call twice. */
  remove(): void;
}

export function certificateFile(pem: string, parent: string = tmpdir()): CertificateFile {
  const dir = mkdtempSync(join(parent, 'mkopo-rails-sim-'));
  const path = join(dir, 'daraja-certificate.pem');
  writeFileSync(path, pem, { mode: 0o600 });
  return { path, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
