import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/api-error.js';
import { SandboxGateway } from './sandbox-gateway.js';
import { toAmount } from './gateway.js';
import { SANDBOX_PAGE_CSP, renderSandboxPage } from './sandbox-page.js';

/** Only our own app may be the return address, so the page cannot become an open redirect. */
function safeReturn(appUrl: string, value: unknown): string {
  return typeof value === 'string' && value.startsWith(`${appUrl}/`) ? value : `${appUrl}/`;
}

/**
 * The sandbox gateway's own page for bank transfers: approve or decline, as a bank would ask.
 * Plain links (GET) need no scripts or form posts; its one inline style sheet is allowed by hash.
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
    const html = renderSandboxPage({
      amount: toAmount(started.amountGrosze).replace('.', ','),
      approveHref: `${token}/approve?return=${back}`,
      declineHref: `${token}/decline?return=${back}`,
    });
    // The API's policy with the page's one inline style sheet allowed by its hash.
    return reply.header('content-security-policy', SANDBOX_PAGE_CSP).type('text/html; charset=utf-8').send(html);
  });

  app.get('/sandbox/pay/:token/:decision', async (request, reply) => {
    const { token, decision } = request.params as { token: string; decision: string };
    if (decision !== 'approve' && decision !== 'decline') throw notFound('Unknown decision');
    if (!(await gateway().decide(token, decision === 'approve' ? 'SUCCESS' : 'VOIDED'))) throw notFound('Unknown sandbox payment');
    return reply.redirect(safeReturn(config.payments.appUrl, (request.query as { return?: unknown }).return), 303);
  });
}
