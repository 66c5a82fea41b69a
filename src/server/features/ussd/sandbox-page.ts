/**
 * `/sandbox/ussd`: a phone on a page (decision 0052). Dial, read the screen, type an answer: each
 * step is posted to the server as Africa's Talking posts it (the documented form fields, `text`
 * holding every answer joined by "*"), read by the same adapter, answered by the same menu. Sandbox
 * mode only, and this machine only (app.ts gates every /sandbox/ route).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USSD_LIMITS } from '../../domain/ussd/limits';
import { africasTalkingUssd } from '../../providers/ussd';
import { parseFormBodies } from '../../plugins/callback-secret';
import type { ServerDeps } from '../../types';
import { handleUssd } from './service';

const SERVICE_CODE = '*150*00#';
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface Shown {
  readonly phone: string;
  readonly sessionId: string;
  readonly text: string;
  /** The gateway's answer, `CON …` or `END …`; '' before the dial. */
  readonly wire: string;
}

function page(s: Shown): string {
  const ended = s.wire === '' || s.wire.startsWith('END');
  const screen = s.wire === '' ? `Dial ${SERVICE_CODE}` : s.wire.slice(4);
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const controls = ended
    ? `<label>Number <input name="phoneNumber" value="${escape(s.phone)}" inputmode="tel"></label>
<button name="action" value="dial">Dial ${escape(SERVICE_CODE)}</button>`
    : `${hidden('phoneNumber', s.phone)}${hidden('sessionId', s.sessionId)}${hidden('text', s.text)}
<input name="input" autofocus autocomplete="off" aria-label="Answer">
<button name="action" value="send">Send</button>
<button name="action" value="cancel">Cancel</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox USSD</title>
<style>body{font:14px sans-serif;background:#eee;display:flex;justify-content:center;padding:1rem}
.phone{width:15rem;background:#222;border-radius:1.5rem;padding:1.5rem 1rem}
pre{background:#cfe3c6;font:13px monospace;white-space:pre-wrap;min-height:12rem;padding:.5rem;margin:0 0 .75rem}
form{display:flex;flex-direction:column;gap:.5rem}label{color:#fff}input{font:16px monospace;width:100%;box-sizing:border-box}
small{color:#aaa;display:block;margin-top:.75rem}p{color:#fff;margin:0 0 .5rem;font:13px monospace}</style></head><body><div class="phone">
${ended ? '' : `<p id="line">${escape(s.phone)} · ${escape(SERVICE_CODE)}</p>`}
<pre id="screen">${escape(screen)}</pre>
<form method="post" action="/sandbox/ussd">${controls}</form>
<small>${s.wire.length > 4 ? s.wire.length - 4 : 0} of ${USSD_LIMITS.screenChars} characters</small>
</div></body></html>`;
}

export async function registerUssdSandbox(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  await app.register(async (scope) => {
    parseFormBodies(scope);
    scope.get('/sandbox/ussd', async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(page({ phone: '+255712345678', sessionId: '', text: '', wire: '' })),
    );
    scope.post('/sandbox/ussd', async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const phone = form.phoneNumber ?? '';
      const html = (shown: Shown) => reply.type('text/html; charset=utf-8').send(page(shown));
      if (form.action === 'cancel') return html({ phone, sessionId: '', text: '', wire: '' });
      const dial = form.action === 'dial';
      const sessionId = dial ? `ATUid_${randomBytes(8).toString('hex')}` : (form.sessionId ?? '');
      const before = dial ? '' : (form.text ?? '');
      const typed = form.input ?? '';
      const text = dial ? '' : before === '' ? typed : `${before}*${typed}`;
      // The request exactly as the gateway posts it, read by the gateway's own adapter.
      const body = new URLSearchParams({
        sessionId,
        serviceCode: SERVICE_CODE,
        phoneNumber: phone,
        text,
      });
      const parsed = africasTalkingUssd.parse(Object.fromEntries(body));
      if (!parsed) return html({ phone, sessionId: '', text: '', wire: 'END Enter a number' });
      const answered = await handleUssd(deps, africasTalkingUssd.name, parsed);
      request.log.info({ ussd: { provider: 'sandbox', screen: answered.name } }, 'ussd screen');
      return html({ phone, sessionId, text, wire: africasTalkingUssd.reply(answered.screen).body });
    });
  });
}
