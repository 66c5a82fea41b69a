/**
 * `/sandbox/clock` (sandbox mode only): shows the server's time and moves it forward, as a small
 * page with buttons (plain HTML forms: the CSP allows no inline script) or as JSON
 * (`GET ?format=json`, `POST {by: "+10d"}`, `POST /sandbox/clock/reset`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { advanceLiving } from './advance';
import { parseShift, type SandboxClock } from './clock';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SHIFTS = ['+1h', '+1d', '+7d', '+30d', '+70d'];

function days(offsetMs: number): string {
  return `${(offsetMs / 86_400_000).toFixed(2)} days`;
}

function page(clock: SandboxClock, note: string): string {
  const now = new Date(clock.now()).toISOString();
  const buttons = SHIFTS.map(
    (by) =>
      `<form method="post" action="/sandbox/clock"><input type="hidden" name="by" value="${by}"><button type="submit">${by}</button></form>`,
  ).join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox clock</title><style>body{font:16px sans-serif;margin:1rem}form{display:inline-block;margin:.2rem}button,input{font-size:1rem;padding:.5rem .8rem}</style>
</head><body><h1>Sandbox clock</h1>
<p>Server time: <b>${escape(now)}</b> (moved ${escape(days(clock.offsetMs()))} ahead of the wall clock).</p>
<p>${escape(note)}</p>
<p>Move time forward; background jobs (accrual, penalty, reminders, cashier expiry, the 24 h cancel) run within a second.</p>
${buttons}
<form method="post" action="/sandbox/clock"><label>Other: <input name="by" placeholder="+3d12h" size="8"></label> <button type="submit">Move</button></form>
<form method="post" action="/sandbox/clock/reset"><button type="submit">Back to the wall clock</button></form>
</body></html>`;
}

function wantsJson(request: FastifyRequest): boolean {
  return (
    (request.query as Record<string, unknown>).format === 'json' ||
    (request.headers['content-type'] ?? '').startsWith('application/json')
  );
}

function answer(request: FastifyRequest, reply: FastifyReply, clock: SandboxClock, note = '') {
  reply.header('cache-control', 'no-store');
  if (wantsJson(request)) return { now: clock.now(), offsetMs: clock.offsetMs() };
  return reply.type('text/html; charset=utf-8').send(page(clock, note));
}

/** `runJobs`: one pass of the background jobs, run on each step of a move (advance.ts). */
export function registerSandboxClock(
  parent: FastifyInstance,
  clock: SandboxClock,
  runJobs: () => Promise<unknown>,
): void {
  void parent.register(async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)).entries())),
    );
    app.get('/sandbox/clock', async (request, reply) => {
      await clock.refresh();
      return answer(request, reply, clock);
    });
    app.post('/sandbox/clock', async (request, reply) => {
      const raw = (request.body as Record<string, unknown> | undefined)?.by;
      const shift = typeof raw === 'string' ? parseShift(raw) : undefined;
      if (shift === undefined) {
        reply.status(422);
        return answer(request, reply, clock, 'Give a forward step such as +10d, +3h or +1d12h.');
      }
      await advanceLiving(clock, shift, runJobs);
      if (wantsJson(request)) return answer(request, reply, clock);
      return reply.redirect('/sandbox/clock', 303);
    });
    app.post('/sandbox/clock/reset', async (request, reply) => {
      await clock.reset();
      if (wantsJson(request)) return answer(request, reply, clock);
      return reply.redirect('/sandbox/clock', 303);
    });
  });
}
