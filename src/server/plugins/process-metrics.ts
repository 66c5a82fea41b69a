/**
 * What the process holds and how its start went, beside prom-client's defaults (which give the
 * resident set, the V8 heap and external memory): the ArrayBuffers among the external memory,
 * the embedded database's WebAssembly memory, and each part of the start (start-phases.ts).
 */
import { Gauge, type Registry } from 'prom-client';
import { pgliteMemoryBytes } from '../db/pglite-memory';
import { startPhases } from '../start-phases';

export function registerProcessGauges(registry: Registry): void {
  new Gauge({
    name: 'nodejs_array_buffers_bytes',
    help: 'Memory of ArrayBuffers and Buffers, part of the external memory',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().arrayBuffers);
    },
  });
  new Gauge({
    name: 'mkopo_pglite_memory_bytes',
    help: "The embedded database's WebAssembly memory as reserved (resident is less); 0 on PostgreSQL",
    registers: [registry],
    collect() {
      this.set(pgliteMemoryBytes());
    },
  });
  new Gauge({
    name: 'mkopo_start_phase_seconds',
    help: "How long each part of this process's start took",
    labelNames: ['phase'],
    registers: [registry],
    collect() {
      for (const [phase, ms] of startPhases()) this.set({ phase }, ms / 1000);
    },
  });
}
