/**
 * The timeout of a test whose work is bounded (a fixed number of days, cases or requests) and that
 * waits on no condition: it only catches a hang. A guess of how long the work takes fails on a
 * busy machine, which may take many times a quiet one's time; the run's own limit bounds the rest.
 */
export const HANG_GUARD_MS = 600_000;
