/**
 * A started server's memory by part and its start by phase, read from its /metrics and, on Linux,
 * its /proc/<pid>/smaps (what is resident of the embedded database's WebAssembly memory, of the
 * mapped program and libraries). Figures it cannot read are printed as "n/a" with the reason.
 */
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

/** A metric's value (the first series of that name), undefined when absent. */
function metric(text: string, name: string, labels = ''): number | undefined {
  const line = new RegExp(
    `^${name}${labels ? `\\{${labels}\\}` : '(?:\\{[^}]*\\})?'} (\\S+)$`,
    'm',
  );
  const found = line.exec(text)?.[1];
  return found === undefined ? undefined : Number(found);
}

interface Mapping {
  readonly bytes: number;
  readonly path: string;
  readonly residentBytes: number;
}

function mappings(pid: number): Mapping[] | string {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch (error) {
    return `no /proc/${pid}/smaps (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`;
  }
  const found: { bytes: number; path: string; residentBytes: number }[] = [];
  for (const line of text.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (range) {
      const [, from = '0', to = '0', path = ''] = range;
      found.push({ bytes: parseInt(to, 16) - parseInt(from, 16), path, residentBytes: 0 });
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    const last = found.at(-1);
    if (rss && last) last.residentBytes = Number(rss[1]) * 1024;
  }
  return found;
}

const mb = (bytes: number | undefined) =>
  bytes === undefined ? 'n/a' : `${(bytes / MB).toFixed(0)}`;

/** One line: resident memory and its parts, in MB. */
export function memoryParts(metrics: string, pid: number): string {
  const rss = metric(metrics, 'process_resident_memory_bytes');
  const wasm = metric(metrics, 'mkopo_pglite_memory_bytes');
  const maps = mappings(pid);
  let wasmResident = 'n/a';
  let code = 'n/a';
  if (typeof maps === 'string') wasmResident = code = `n/a: ${maps}`;
  else {
    // V8 maps a WebAssembly memory as one read-write range of exactly its size.
    const wasmMap = wasm ? maps.find((m) => m.bytes === wasm && m.path === '') : undefined;
    wasmResident = wasm === 0 ? '0' : wasmMap ? mb(wasmMap.residentBytes) : 'n/a: range not found';
    code = mb(maps.filter((m) => m.path.startsWith('/')).reduce((s, m) => s + m.residentBytes, 0));
  }
  return [
    `RSS ${mb(rss)} MB:`,
    `V8 heap ${mb(metric(metrics, 'nodejs_heap_size_used_bytes'))} used of ${mb(metric(metrics, 'nodejs_heap_size_total_bytes'))},`,
    `external ${mb(metric(metrics, 'nodejs_external_memory_bytes'))} (ArrayBuffers ${mb(metric(metrics, 'nodejs_array_buffers_bytes'))}),`,
    `PGlite WebAssembly ${wasmResident} resident of ${mb(wasm)},`,
    `program and libraries mapped ${code}`,
  ].join(' ');
}

/** One line: each phase of the start, in seconds. */
export function startParts(metrics: string): string {
  const phases = [...metrics.matchAll(/^mkopo_start_phase_seconds\{phase="([^"]+)"\} (\S+)$/gm)];
  if (phases.length === 0) return 'phases n/a (no mkopo_start_phase_seconds)';
  return phases.map(([, phase, s]) => `${phase} ${Number(s).toFixed(2)}`).join(', ');
}
