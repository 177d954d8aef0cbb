import type { Database } from '../db/database.js';
import { NOTIFICATION_PATH } from '../modules/payments/create-payment-gateway.js';
import { SandboxGateway, type SandboxNotification } from '../modules/payments/sandbox-gateway.js';
import { buildTestApp, type TestApp } from './test-app.js';
import type { TestClock } from './test-clock.js';

export type PaymentTestApp = TestApp & {
  gateway: SandboxGateway;
  notify(notification: unknown): Promise<{ status: number; body: string }>;
};

/** The app with the sandbox gateway delivering its notifications in-process (no sockets). */
export async function buildPaymentTestApp(database: Database, clock?: TestClock): Promise<PaymentTestApp> {
  let target: TestApp | undefined;
  const notify = async (notification: unknown) => {
    if (!target) throw new Error('App not ready');
    const response = await target.app.inject({
      method: 'POST',
      url: `${NOTIFICATION_PATH}/sandbox`,
      payload: notification as SandboxNotification,
    });
    return { status: response.statusCode, body: response.body };
  };
  target = await buildTestApp(database, {
    ...(clock ? { clock } : {}),
    paymentTransport: async (notification) => {
      const answer = await notify(notification);
      if (answer.status !== 200) throw new Error(`Notification answered ${answer.status}`);
    },
  });
  const gateway = target.app.deps.paymentGateway;
  if (!(gateway instanceof SandboxGateway)) throw new Error('Tests expect the sandbox gateway');
  return { ...target, gateway, notify };
}

export function tokenFromRedirect(url: string | null): string {
  const token = url ? new URL(url).pathname.split('/').at(-1) : undefined;
  if (!token) throw new Error(`No sandbox token in ${url}`);
  return token;
}
