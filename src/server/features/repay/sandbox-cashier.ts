/**
 * `/sandbox/payments/:payOrderId` (sandbox mode only, docs/architecture.md §6): the sandbox rail's approval
 * page the cashier links to. Approve or Fail settles the collection as the wallet would, with a
 * callback through the same inbox as real callbacks; "Approve, reported late" takes the money but
 * leaves the report to the rail's late callback or the server's query.
 */
import type { FastifyInstance } from 'fastify';
import { sandboxRails } from '../../providers';
import { SANDBOX_RAIL } from '../../providers/sandbox-wallet';
import type { ServerDeps } from '../../types';
import { findIntent, receiveCallback } from '../ledger';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(id: string, amount: number | null, note: string): string {
  const action = `/sandbox/payments/${encodeURIComponent(id)}`;
  const body =
    amount === null
      ? '<p>No such payment.</p>'
      : `<p>Payment <b>${escape(id)}</b>: ${amount.toLocaleString('en')} shillings.</p><p>${escape(note)}</p>
<form method="post" action="${action}/approve"><button type="submit">Approve</button></form>
<form method="post" action="${action}/fail"><button type="submit">Fail</button></form>
<form method="post" action="${action}/approve-late"><button type="submit">Approve, reported late</button></form>
<p><small>Approve, reported late: the wallet takes the money now and tells the server hours later.</small></p>`;
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox payment</title><style>body{font:16px sans-serif;margin:1rem}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem 0}</style>
</head><body><h1>Sandbox wallet</h1>${body}</body></html>`;
}

export function registerSandboxCashier(parent: FastifyInstance, deps: ServerDeps): void {
  void parent.register(async (app) => {
    // The page's buttons are plain HTML forms: their (empty) urlencoded body carries nothing.
    app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) =>
      done(null, {}),
    );
    routes(app, deps);
  });
}

function routes(app: FastifyInstance, deps: ServerDeps): void {
  app.get<{ Params: { id: string } }>('/sandbox/payments/:id', async (request, reply) => {
    const intent = await findIntent(deps.db, request.params.id);
    const note = intent ? `Status: ${intent.status}` : '';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(request.params.id, intent?.amount ?? null, note));
  });
  for (const verdict of ['approve', 'fail', 'approve-late'] as const) {
    app.post<{ Params: { id: string } }>(
      `/sandbox/payments/:id/${verdict}`,
      async (request, reply) => {
        const id = request.params.id;
        const intent = await findIntent(deps.db, id);
        const expired = intent?.expiresAt ? intent.expiresAt.getTime() <= deps.clock() : false;
        const report = verdict === 'fail' ? 'failed' : 'succeeded';
        const late = verdict === 'approve-late';
        if (intent && !expired && (await sandboxRails(deps).decide(id, report, late)) && !late) {
          await receiveCallback(
            deps.db,
            { provider: SANDBOX_RAIL, eventId: `${id}:1`, payOrderId: id, report },
            deps.clock(),
          );
        }
        const after = await findIntent(deps.db, id);
        const note = expired
          ? 'This order has timed out, please try again'
          : `Status: ${after?.status ?? 'unknown'}`;
        return reply.type('text/html; charset=utf-8').send(page(id, after?.amount ?? null, note));
      },
    );
  }
}
