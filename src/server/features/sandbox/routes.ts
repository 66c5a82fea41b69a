/**
 * `GET /sandbox/sms` (sandbox mode only, docs/architecture.md §6): the SMS outbox, every message with its status
 * and, when the sandbox gateway "sent" it, its text; above it the codes, newest first, as before.
 * `?format=json` answers the codes `[{mobile, purpose, code, sentAt}]`, `?format=outbox` the
 * outbox entries.
 */
import type { FastifyInstance } from 'fastify';
import type { SandboxSms, SentSms } from '../../providers/sms';
import type { ServerDeps } from '../../types';
import { outboxView, type OutboxEntry } from '../sms';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cell = (value: string | number | null) => `<td>${escape(String(value ?? ''))}</td>`;

function codeRows(messages: readonly SentSms[]): string {
  return messages
    .map(
      (m) =>
        `<tr><td>${escape(m.mobile)}</td><td>${escape(m.purpose)}</td><td><b>${escape(m.code)}</b></td>` +
        `<td>${new Date(m.sentAt).toISOString()}</td></tr>`,
    )
    .join('');
}

function outboxRows(entries: readonly OutboxEntry[]): string {
  return entries
    .map(
      (e) =>
        `<tr>${cell(new Date(e.createdAt).toISOString())}${cell(e.mobile)}${cell(e.template)}` +
        `<td><b>${escape(e.status)}</b></td>${cell(e.provider)}${cell(e.providerStatus)}` +
        `${cell(e.attempts)}${cell(e.lastError)}${cell(e.text)}</tr>`,
    )
    .join('');
}

function page(messages: readonly SentSms[], entries: readonly OutboxEntry[]): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Sandbox SMS</title><style>body{font:14px sans-serif;margin:1rem}td,th{padding:4px 8px;text-align:left;vertical-align:top}</style>
</head><body><h1>Sandbox SMS</h1><p>Codes are not sent in sandbox mode; they appear here, newest first.</p>
<table><thead><tr><th>Mobile</th><th>Purpose</th><th>Code</th><th>Time (UTC)</th></tr></thead><tbody>${
    codeRows(messages) || '<tr><td colspan="4">No messages yet</td></tr>'
  }</tbody></table>
<h2>Outbox</h2><p>Every message, newest first, with what its provider said.</p>
<table><thead><tr><th>Written (UTC)</th><th>Mobile</th><th>Message</th><th>Status</th><th>Provider</th><th>Provider said</th><th>Attempts</th><th>Last error</th><th>Text</th></tr></thead><tbody>${
    outboxRows(entries) || '<tr><td colspan="9">No messages yet</td></tr>'
  }</tbody></table></body></html>`;
}

export function registerSandboxRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db'>,
  sandbox: SandboxSms,
): void {
  app.get('/sandbox/sms', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const format = (request.query as Record<string, unknown>).format;
    if (format === 'json') {
      return sandbox.recent().map(({ mobile, purpose, code, sentAt }) => ({
        mobile,
        purpose,
        code,
        sentAt,
      }));
    }
    const entries = await outboxView(deps, sandbox.recentTexts());
    if (format === 'outbox') return entries;
    return reply.type('text/html; charset=utf-8').send(page(sandbox.recent(), entries));
  });
}
