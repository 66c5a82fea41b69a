/**
 * Files at rest sealed with AES-256-GCM (ID, face, receipt and proof images hold identities):
 * a copied disk or backup shows noise. Each file names the key that sealed it, so keys can rotate
 * and old files stay readable while their key is still configured.
 *
 * Layout: "MKF1" | key id length (1 byte) | key id | IV (12) | tag (16) | ciphertext. The header
 * and the file's place (`context`, e.g. its path) are authenticated: a tampered byte, a swapped key
 * id or a file moved into another borrower's folder does not open.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface FileKeyring {
  /** Id of the key that seals new files. */
  readonly current: string;
  /** Every key that may open a file, by id (32 bytes each). */
  readonly keys: ReadonlyMap<string, Buffer>;
}

export class SealedFileError extends Error {
  constructor(reason: string) {
    super(`sealed file refused: ${reason}`);
    this.name = 'SealedFileError';
  }
}

const MAGIC = Buffer.from('MKF1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyOf(ring: FileKeyring, id: string): Buffer {
  const key = ring.keys.get(id);
  if (!key) throw new SealedFileError(`no key "${id}" is configured`);
  return key;
}

/** Seals bytes under the ring's current key, bound to `context` (where the file lives). */
export function sealFile(plain: Buffer, ring: FileKeyring, context: string): Buffer {
  const id = Buffer.from(ring.current, 'utf8');
  const header = Buffer.concat([MAGIC, Buffer.from([id.length]), id]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(ring, ring.current), iv);
  cipher.setAAD(Buffer.concat([header, Buffer.from(context, 'utf8')]));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, iv, cipher.getAuthTag(), body]);
}

/** Opens a sealed file with the key it names; throws SealedFileError when anything is off. */
export function openFile(sealed: Buffer, ring: FileKeyring, context: string): Buffer {
  if (sealed.length < MAGIC.length + 1 || !sealed.subarray(0, MAGIC.length).equals(MAGIC))
    throw new SealedFileError('not a sealed file');
  const idEnd = MAGIC.length + 1 + (sealed[MAGIC.length] ?? 0);
  if (sealed.length < idEnd + IV_BYTES + TAG_BYTES) throw new SealedFileError('truncated');
  const id = sealed.subarray(MAGIC.length + 1, idEnd).toString('utf8');
  const iv = sealed.subarray(idEnd, idEnd + IV_BYTES);
  const tag = sealed.subarray(idEnd + IV_BYTES, idEnd + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(ring, id), iv);
  decipher.setAAD(Buffer.concat([sealed.subarray(0, idEnd), Buffer.from(context, 'utf8')]));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(idEnd + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    throw new SealedFileError('tampered or sealed with another key');
  }
}
