/**
 * `GET /sandbox/sms` (sandbox mode only, DESIGN §6): the codes the sandbox "sent", newest first,
 * as a small HTML page, or as JSON `[{mobile, purpose, code, sentAt}]` with `?format=json`.
 */
import type { FastifyInstance } from 'fastify';
import type { SentSms } from '../../providers/sms';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: readonly SentSms[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escape(m.mobile)}</td><td>${escape(m.purpose)}</td><td><b>${escape(m.code)}</b></td>` +
        `<td>${new Date(m.sentAt).toISOString()}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox SMS</title><style>body{font:14px sans-serif;margin:1rem}td,th{padding:4px 8px;text-align:left}</style>
</head><body><h1>Sandbox SMS</h1><p>Codes are not sent in sandbox mode; they appear here, newest first.</p>
<table><thead><tr><th>Mobile</th><th>Purpose</th><th>Code</th><th>Time (UTC)</th></tr></thead><tbody>${
    rows || '<tr><td colspan="4">No messages yet</td></tr>'
  }</tbody></table></body></html>`;
}

export function registerSandboxRoutes(
  app: FastifyInstance,
  recent: () => readonly SentSms[],
): void {
  app.get('/sandbox/sms', async (request, reply) => {
    const messages = recent();
    reply.header('cache-control', 'no-store');
    if ((request.query as Record<string, unknown>).format === 'json') {
      return messages.map(({ mobile, purpose, code, sentAt }) => ({
        mobile,
        purpose,
        code,
        sentAt,
      }));
    }
    return reply.type('text/html; charset=utf-8').send(page(messages));
  });
}
