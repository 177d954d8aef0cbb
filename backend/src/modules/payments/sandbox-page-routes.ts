import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/api-error.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { toAmount } from './gateway.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only our own app may be the return address, so the page cannot become an open redirect. */
function safeReturn(appUrl: string, value: unknown): string {
  return typeof value === 'string' && value.startsWith(`${appUrl}/`) ? value : `${appUrl}/`;
}

/**
 * The sandbox gateway's own page for bank transfers: approve or decline, as a bank would ask.
 * Plain links (GET) keep it working under the API's strict CSP without scripts or form posts.
 */
export async function sandboxPageRoutes(app: FastifyInstance): Promise<void> {
  const { config } = app.deps;
  const gateway = () => {
    const current = app.deps.paymentGateway;
    if (!(current instanceof SandboxGateway)) throw notFound('The sandbox gateway is not in use');
    return current;
  };

  app.get('/sandbox/pay/:token', async (request, reply) => {
    const { token } = request.params as { token: string };
    const started = gateway().lookup(token);
    if (!started) throw notFound('Unknown sandbox payment');
    const back = encodeURIComponent(safeReturn(config.payments.appUrl, (request.query as { return?: unknown }).return));
    const amount = escapeHtml(toAmount(started.amountGrosze).replace('.', ','));
    const html = `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox – płatność</title></head>
<body><main><h1>Bramka testowa (sandbox)</h1><p>Przelew na kwotę <strong>${amount} zł</strong>. Nic nie zostanie pobrane.</p>
<p><a id="approve" href="${escapeHtml(token)}/approve?return=${back}">Zatwierdź płatność</a></p>
<p><a id="decline" href="${escapeHtml(token)}/decline?return=${back}">Odrzuć płatność</a></p></main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });

  app.get('/sandbox/pay/:token/:decision', async (request, reply) => {
    const { token, decision } = request.params as { token: string; decision: string };
    if (decision !== 'approve' && decision !== 'decline') throw notFound('Unknown decision');
    if (!(await gateway().decide(token, decision === 'approve' ? 'SUCCESS' : 'VOIDED'))) throw notFound('Unknown sandbox payment');
    return reply.redirect(safeReturn(config.payments.appUrl, (request.query as { return?: unknown }).return), 303);
  });
}
