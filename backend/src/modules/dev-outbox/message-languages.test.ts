import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AuthTokenResponse, DevOutboxMessage } from '@venue/api';
import { buildApp } from '../../app.js';
import { e164, phone } from '../../testing/auth-helpers.js';
import { call, testConfig } from '../../testing/test-app.js';
import { createTestClock } from '../../testing/test-clock.js';
import { useTestDatabase } from '../../testing/test-database.js';

type Headers = Record<string, string>;

/** How the e2e helpers (scripts/lib/dev-login.mjs) read a code: the only 4-digit number of the text. */
function codeOf(text: string): string {
  const codes = text.match(/(?<!\d)\d{4}(?!\d)/g) ?? [];
  assert.equal(codes.length, 1, `exactly one 4-digit code in "${text}"`);
  return codes[0] ?? '';
}

const LOGIN_TEXT = {
  pl: /^Kod logowania: \d{4}\. Ważny 5 minut\.$/,
  en: /^Login code: \d{4}\. Valid for 5 minutes\.$/,
  uk: /^Код для входу: \d{4}\. Дійсний протягом 5 хвилин\.$/,
};

const DELETION_TEXT = {
  pl: /^Kod usunięcia konta: \d{4}\. Ważny 5 minut\. Nie podawaj go nikomu\.$/,
  en: /^Account deletion code: \d{4}\. Valid for 5 minutes\. Do not share it with anyone\.$/,
  uk: /^Код видалення акаунта: \d{4}\. Дійсний протягом 5 хвилин\. Нікому його не повідомляйте\.$/,
};

const LINK = /^http:\/\/localhost:3000\/confirm-email\?token=[A-Za-z0-9_-]+$/;

const EMAIL_LINES = {
  pl: [
    'Potwierdź adres e-mail',
    '',
    'Potwierdź swój adres e-mail, otwierając link:',
    LINK,
    'Link jest ważny 24 godziny i działa jeden raz.',
  ],
  en: [
    'Confirm your e-mail address',
    '',
    'Confirm your e-mail address by opening the link:',
    LINK,
    'The link is valid for 24 hours and works once.',
  ],
  uk: [
    'Підтвердьте адресу електронної пошти',
    '',
    'Підтвердьте свою адресу електронної пошти, відкривши посилання:',
    LINK,
    'Посилання дійсне 24 години і працює один раз.',
  ],
};

/** The SMS and e-mails the backend sends are written in the language of the request's Accept-Language, Polish without one. */
describe('message language, as the dev outbox shows it', () => {
  const ctx = useTestDatabase();
  const clock = createTestClock(new Date('2030-06-01T10:00:00.000Z'));
  let app: Awaited<ReturnType<typeof buildApp>>;
  let ip = 0;

  before(async () => {
    // Development mode: the real outbox adapters and GET /api/dev/outbox, as e2e tests read them.
    app = await buildApp({ config: testConfig({ appEnv: 'development' }), database: ctx.database, clock });
  });
  after(async () => {
    await app.close();
  });

  /** The newest message to `to`, through the outbox endpoint. */
  async function lastMessageTo(to: string): Promise<DevOutboxMessage> {
    const response = await call<DevOutboxMessage[]>(app, 'GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
    assert.equal(response.status, 200);
    const [message] = response.body;
    assert.ok(message, `no message to ${to}`);
    return message;
  }

  /** Asks for a login code from an address of its own (the per-address limits stay out of the way) and returns the SMS. */
  async function requestLoginSms(national: string, headers: Headers): Promise<string> {
    clock.advance(60);
    const response = await call(
      app,
      'POST',
      '/api/users/auth/otp_login_signup',
      { source: 'web', phone_number_without_country_code: national, country_code: '+48' },
      { headers, remoteAddress: `10.0.0.${++ip}` },
    );
    assert.equal(response.status, 200, JSON.stringify(response.body));
    const message = await lastMessageTo(e164(national));
    assert.equal(message.channel, 'sms');
    return message.text;
  }

  async function signIn(national: string, headers: Headers): Promise<string> {
    const code = codeOf(await requestLoginSms(national, headers));
    const response = await call<AuthTokenResponse>(app, 'POST', '/api/users/auth/otp_token', {
      code,
      phone_number_without_country_code: national,
      country_code: '+48',
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return response.body.token;
  }

  describe('the login code SMS', () => {
    for (const [language, headers] of [
      ['uk', { 'accept-language': 'uk' }],
      ['en', { 'accept-language': 'en' }],
      ['pl', {}],
      ['pl', { 'accept-language': 'pl' }],
      ['uk', { 'accept-language': 'uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7' }],
      ['uk', { 'accept-language': 'ua' }],
      ['en', { 'accept-language': 'de-DE,de;q=0.9,en-GB;q=0.8' }],
      ['pl', { 'accept-language': 'de-DE,de;q=0.9' }],
    ] as const) {
      it(`is in ${language} for ${'accept-language' in headers ? `Accept-Language: ${headers['accept-language']}` : 'no Accept-Language'}, and its code signs in`, async () => {
        const national = phone(100 + ip);
        const text = await requestLoginSms(national, headers);
        assert.match(text, LOGIN_TEXT[language]);
        const signedIn = await call(app, 'POST', '/api/users/auth/otp_token', {
          code: codeOf(text),
          phone_number_without_country_code: national,
          country_code: '+48',
        });
        assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body));
      });
    }
  });

  describe('the account deletion code SMS', () => {
    for (const [language, headers] of [
      ['uk', { 'accept-language': 'uk' }],
      ['en', { 'accept-language': 'en-GB,en;q=0.9' }],
      ['pl', {}],
    ] as const) {
      it(`is in ${language} for ${'accept-language' in headers ? `Accept-Language: ${headers['accept-language']}` : 'no Accept-Language'}`, async () => {
        const national = phone(200 + ip);
        // Signed in in another language: the message follows the request that sends it.
        const token = await signIn(national, language === 'pl' ? { 'accept-language': 'en' } : {});
        const response = await call(app, 'POST', '/api/users/user/delete/request_code', undefined, {
          headers: { ...headers, authorization: `Bearer ${token}` },
        });
        assert.equal(response.status, 200, JSON.stringify(response.body));
        const message = await lastMessageTo(e164(national));
        assert.equal(message.channel, 'sms');
        assert.match(message.text, DELETION_TEXT[language]);
        codeOf(message.text);
      });
    }
  });

  describe('the e-mail confirmation', () => {
    function assertEmail(text: string, language: keyof typeof EMAIL_LINES): void {
      const lines = text.split('\n');
      const expected = EMAIL_LINES[language];
      assert.equal(lines.length, expected.length, text);
      expected.forEach((line, index) =>
        typeof line === 'string' ? assert.equal(lines[index], line) : assert.match(lines[index] ?? '', line),
      );
    }

    for (const [language, headers] of [
      ['uk', { 'accept-language': 'uk' }],
      ['en', { 'accept-language': 'en' }],
      ['pl', {}],
    ] as const) {
      it(`is in ${language} for ${'accept-language' in headers ? `Accept-Language: ${headers['accept-language']}` : 'no Accept-Language'}, when the address is set and when it is sent again`, async () => {
        const national = phone(300 + ip);
        const token = await signIn(national, {});
        const email = `lang-${national}@example.com`;
        const auth = { authorization: `Bearer ${token}` };
        const saved = await call(app, 'PATCH', '/api/users/user', { email, is_active: true }, { headers: { ...headers, ...auth } });
        assert.equal(saved.status, 200, JSON.stringify(saved.body));
        const first = await lastMessageTo(email);
        assert.equal(first.channel, 'email');
        assertEmail(first.text, language);

        clock.advance(60);
        const resent = await call(app, 'POST', '/api/users/user/email/resend_confirmation', undefined, {
          headers: { ...headers, ...auth },
        });
        assert.equal(resent.status, 200, JSON.stringify(resent.body));
        const second = await lastMessageTo(email);
        assert.notEqual(second.text, first.text);
        assertEmail(second.text, language);
      });
    }
  });
});
