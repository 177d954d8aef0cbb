/** For scripts and tests of other packages: start the API in-process or build it without listening. */
export { startServer, type RunningServer, type StartServerOptions } from './server.js';
export { buildApp, type BuildAppOptions } from './app.js';
export { loadConfig, ConfigError, type Config } from './config.js';
export { DEV_FAILING_SMS_NUMBER } from './plugins/sms/dev-failure-number.js';
export type { SmsSender, SmsMessage } from './plugins/sms/sms-sender.js';
