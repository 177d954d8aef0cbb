// Signs a user in through the API and the development outbox, as a browser would after typing
// the SMS code. Used by the e2e tests and the web bench to reach signed-in pages quickly.

/** The only 4-digit number of an SMS text, e.g. "Kod logowania: 1234. Ważny 5 minut." */
export function codeFromSms(text) {
  const codes = text.match(/(?<!\d)\d{4}(?!\d)/g) ?? [];
  if (codes.length !== 1) throw new Error(`expected exactly one 4-digit code in "${text}"`);
  return codes[0];
}

/**
 * Waits for the newest SMS to `phoneE164` sent at or after `since` and returns its code.
 * @param {string} apiBase e.g. http://localhost:4100/api
 */
export async function readSmsCode(apiBase, phoneE164, { since = new Date(0), timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${apiBase}/dev/outbox`);
    if (!response.ok) throw new Error(`GET ${apiBase}/dev/outbox answered ${response.status}`);
    /** @type {{ channel: string, to: string, text: string, sentAt: string }[]} */
    const messages = await response.json();
    const sms = messages.find((m) => m.channel === 'sms' && m.to === phoneE164 && new Date(m.sentAt) >= since);
    if (sms) return codeFromSms(sms.text);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS to ${phoneE164} in the dev outbox within ${timeoutMs} ms`);
}

async function call(url, init) {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${url} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * Signs in with a phone (creating the account on first use) and, when a profile is given,
 * completes the registration.
 * @param {string} apiBase
 * @param {{ phoneNationalNumber: string, countryCode?: string,
 *           profile?: { first_name: string, last_name: string, email: string },
 *           clientAddress?: string }} options
 *   clientAddress: sent as X-Forwarded-For, for a backend that trusts its proxy (per-IP limits).
 * @returns {Promise<{ token: string, user: Record<string, unknown> }>}
 */
export async function signInThroughApi(apiBase, { phoneNationalNumber, countryCode = '+48', profile, clientAddress }) {
  const phone = { phone_number_without_country_code: phoneNationalNumber, country_code: countryCode };
  const headers = clientAddress ? { 'x-forwarded-for': clientAddress } : {};
  const since = new Date(Date.now() - 1000);
  await call(`${apiBase}/users/auth/otp_login_signup`, { method: 'POST', headers, body: JSON.stringify({ source: 'web', ...phone }) });
  const code = await readSmsCode(apiBase, `${countryCode}${phoneNationalNumber}`, { since });
  const { token, user } = await call(`${apiBase}/users/auth/otp_token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code, ...phone }),
  });
  if (!profile) return { token, user };
  const updated = await call(`${apiBase}/users/user`, {
    method: 'PATCH',
    headers: { ...headers, authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...profile, marketing_consent: false, is_active: true }),
  });
  return { token, user: updated };
}
