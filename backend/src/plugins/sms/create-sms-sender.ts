import type { AppEnv, SmsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { DevFailureNumberSmsSender } from './dev-failure-number.js';
import { HttpSmsSender } from './http-sms-sender.js';
import { OutboxSmsSender } from './outbox-sms-sender.js';
import type { SmsSender } from './sms-sender.js';

export function createSmsSender(config: { appEnv: AppEnv; sms: SmsConfig }, db: Db, clock: Clock): SmsSender {
  const sender =
    config.sms.provider === 'http'
      ? new HttpSmsSender({ url: config.sms.url, token: config.sms.token, timeoutMs: config.sms.timeoutMs })
      : new OutboxSmsSender(db, clock);
  return config.appEnv === 'production' ? sender : new DevFailureNumberSmsSender(sender);
}
