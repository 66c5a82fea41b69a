/**
 * The size of the open embedded databases' WebAssembly memory, for /metrics: PostgreSQL's whole
 * address space inside PGlite (shared buffers, caches, each query's work memory). It is what the
 * process reserved, not what it touched: the resident part is the operating system's to say.
 */
import type { PGlite } from '@electric-sql/pglite';

/** PGlite keeps its Emscripten module protected; only its memory's size is read here. */
type WithModule = { mod?: { wasmMemory?: WebAssembly.Memory; HEAP8?: Int8Array } };

const open = new Set<PGlite>();

export function trackMemory(client: PGlite): void {
  open.add(client);
}

export function untrackMemory(client: PGlite): void {
  open.delete(client);
}

/** Bytes of WebAssembly memory the open embedded databases hold; 0 on PostgreSQL. */
export function pgliteMemoryBytes(): number {
  let bytes = 0;
  for (const client of open) {
    const mod = (client as unknown as WithModule).mod;
    bytes += mod?.wasmMemory?.buffer.byteLength ?? mod?.HEAP8?.byteLength ?? 0;
  }
  return bytes;
}
