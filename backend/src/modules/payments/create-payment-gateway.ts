import type { Config } from '../../config.js';
import type { PaymentGateway } from './gateway.js';
import { AutopayGateway } from './autopay-gateway.js';
import { httpTransport, SandboxGateway, type NotificationTransport } from './sandbox-gateway.js';

export const NOTIFICATION_PATH = '/api/public/payment/notification';

export function createPaymentGateway(
  config: Config,
  options: { transport?: NotificationTransport; onDeliveryError?: (error: unknown) => void } = {},
): PaymentGateway {
  const { payments } = config;
  if (payments.gateway === 'autopay')
    return new AutopayGateway({ baseUrl: payments.autopay.baseUrl, serviceId: payments.autopay.serviceId, secret: payments.secret });
  return new SandboxGateway({
    secret: payments.secret,
    publicApiUrl: payments.publicApiUrl,
    transport: options.transport ?? httpTransport(`${payments.publicApiUrl}${NOTIFICATION_PATH}/sandbox`),
    ...(options.onDeliveryError ? { onDeliveryError: options.onDeliveryError } : {}),
  });
}
