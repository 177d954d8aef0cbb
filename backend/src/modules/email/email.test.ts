import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import {
  EmailConfirmationResultSchema,
  ResendConfirmationSchema,
  type ApiErrorBody,
  type EmailConfirmationResult,
  type ResendConfirmation,
  type User,
} from '@venue/api';
import { devOutbox, users } from '../../db/schema/index.js';
import { SmtpEmailSender } from '../../plugins/email/smtp-email-sender.js';
import { bearer, phone, signIn } from '../../testing/auth-helpers.js';
import { startSmtpStub } from '../../plugins/email/smtp-stub.testing.js';
import { buildTestApp, call, testConfig, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { confirmationMessage } from './confirmation-message.js';

const codeOf = (body: unknown) => (body as ApiErrorBody).code;

describe('e-mail confirmation', () => {
  const ctx = useTestDatabase();
  let t: TestApp;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const setEmail = (token: string, email: string) =>
    call<User>(t.app, 'PATCH', '/api/users/user', { email, is_active: true }, bearer(token));
  const resend = (token: string) =>
    call<ResendConfirmation>(t.app, 'POST', '/api/users/user/email/resend_confirmation', undefined, bearer(token));
  const confirm = (token: unknown) => call<EmailConfirmationResult>(t.app, 'POST', '/api/users/user/email/confirm', { token });

  /** The token of the newest link in the dev outbox for an address. */
  async function lastLinkTo(email: string): Promise<string> {
    const [message] = await ctx.database.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.recipient, email))
      .orderBy(desc(devOutbox.id))
      .limit(1);
    assert.equal(message?.channel, 'email');
    const match = /http:\/\/localhost:3000\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? '');
    assert.ok(match?.[1], message?.text);
    return match[1];
  }

  it('sends a link when the e-mail changes, and the link confirms it without sign-in', async () => {
    const { token } = await signIn(t, phone(1));
    const changed = await setEmail(token, 'anna@example.com');
    assert.equal(changed.body.email_verified, false);
    const link = await lastLinkTo('anna@example.com');

    const confirmed = await confirm(link);
    assert.equal(confirmed.status, 200);
    assert.ok(v.is(EmailConfirmationResultSchema, confirmed.body));
    assert.deepEqual(confirmed.body, { email: 'anna@example.com', email_verified: true });
    const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(token));
    assert.equal(me.body.email_verified, true);

    const again = await confirm(link);
    assert.equal(again.status, 410);
    assert.equal(codeOf(again.body), 'EMAIL_TOKEN_USED');
  });

  it('does not send anything when the e-mail stays the same', async () => {
    const { token } = await signIn(t, phone(2));
    await setEmail(token, 'same@example.com');
    await setEmail(token, 'same@example.com');
    const messages = await ctx.database.db.select().from(devOutbox).where(eq(devOutbox.recipient, 'same@example.com'));
    assert.equal(messages.length, 1);
  });

  it('expires a link after 24 hours with 410 EMAIL_TOKEN_EXPIRED', async () => {
    const { token } = await signIn(t, phone(3));
    await setEmail(token, 'late@example.com');
    const link = await lastLinkTo('late@example.com');
    t.clock.advance(24 * 3600);
    const response = await confirm(link);
    assert.equal(response.status, 410);
    assert.equal(codeOf(response.body), 'EMAIL_TOKEN_EXPIRED');
    const [row] = await ctx.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.email, 'late@example.com'));
    assert.equal(row?.verified, false);
  });

  it('kills the link of an address replaced since', async () => {
    const { token } = await signIn(t, phone(4));
    await setEmail(token, 'old@example.com');
    const oldLink = await lastLinkTo('old@example.com');
    await setEmail(token, 'new@example.com');
    assert.equal(codeOf((await confirm(oldLink)).body), 'EMAIL_TOKEN_EXPIRED');
    assert.equal((await confirm(await lastLinkTo('new@example.com'))).status, 200);
  });

  it('answers 404 to an unknown link and 400 to a malformed body', async () => {
    assert.equal((await confirm('x'.repeat(43))).status, 404);
    assert.equal(codeOf((await confirm('')).body), 'VALIDATION_FAILED');
    assert.equal(codeOf((await confirm(42)).body), 'VALIDATION_FAILED');
  });

  it('resends at most once a minute, only to an unconfirmed address of the signed-in user', async () => {
    assert.equal((await call(t.app, 'POST', '/api/users/user/email/resend_confirmation')).status, 401);
    const { token } = await signIn(t, phone(5));
    const noEmail = await resend(token);
    assert.equal(noEmail.status, 400);
    assert.deepEqual((noEmail.body as unknown as ApiErrorBody).fieldErrors, { email: { key: 'validation.required' } });

    await setEmail(token, 'again@example.com');
    const tooSoon = await resend(token);
    assert.equal(tooSoon.status, 429);
    assert.equal(codeOf(tooSoon.body), 'RATE_LIMITED');
    assert.equal((tooSoon.body as unknown as ApiErrorBody).retryAfterSeconds, 60);

    t.clock.advance(60);
    const resent = await resend(token);
    assert.equal(resent.status, 200);
    assert.ok(v.is(ResendConfirmationSchema, resent.body));
    assert.deepEqual(resent.body, { email: 'again@example.com', resend_available_in: 60, expires_in: 86400 });
    assert.equal((await confirm(await lastLinkTo('again@example.com'))).status, 200);

    t.clock.advance(60);
    const verified = await resend(token);
    assert.equal(verified.status, 409);
    assert.equal(codeOf(verified.body), 'EMAIL_ALREADY_VERIFIED');
  });

  it('lets one account only confirm an address, whatever its letter case, even when two confirm at once', async () => {
    const first = await signIn(t, phone(11));
    const second = await signIn(t, phone(12));
    await setEmail(first.token, 'shared@example.com');
    await setEmail(second.token, 'Shared@Example.com');
    const links = [await lastLinkTo('shared@example.com'), await lastLinkTo('Shared@Example.com')];
    const answers = await Promise.all(links.map((link) => confirm(link)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    assert.equal(codeOf(refused?.body), 'EMAIL_TAKEN');
    const verified = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.emailVerified, true));
    assert.equal(verified.filter(({ id }) => id === first.user.id || id === second.user.id).length, 1);
  });

  it('sends at most 5 confirmation e-mails an hour and 10 a day per user, however they are asked for', async () => {
    const { token, user } = await signIn(t, phone(10));
    const sentTo = async () =>
      (await ctx.database.db.select({ to: devOutbox.recipient }).from(devOutbox)).filter(({ to }) => to.startsWith(`limit-${user.id}-`))
        .length;
    // Twenty changes at once: the count is taken under a lock, so none slips past it.
    const changes = await Promise.all(Array.from({ length: 20 }, (_, i) => setEmail(token, `limit-${user.id}-${i}@example.com`)));
    assert.deepEqual(
      changes.map((response) => response.status),
      Array(20).fill(200),
    );
    assert.equal(await sentTo(), 5);
    t.clock.advance(61);
    const refused = await resend(token);
    assert.equal(refused.status, 429);
    assert.equal(codeOf(refused.body), 'RATE_LIMITED');
    assert.equal((refused.body as unknown as ApiErrorBody).retryAfterSeconds, 3600 - 61);

    t.clock.advance(3600 - 61);
    for (let i = 0; i < 5; i += 1) {
      assert.equal((await setEmail(token, `limit-${user.id}-day-${i}@example.com`)).status, 200);
      t.clock.advance(61);
    }
    assert.equal(await sentTo(), 10);
    t.clock.advance(3600);
    const daily = await resend(token);
    assert.equal(daily.status, 429, 'the daily cap holds after the hourly window has passed');
    t.clock.advance(24 * 3600);
    assert.equal((await resend(token)).status, 200);
  });

  it("never confirms another user's address", async () => {
    const anna = await signIn(t, phone(6));
    const piotr = await signIn(t, phone(7));
    await setEmail(anna.token, 'anna6@example.com');
    await setEmail(piotr.token, 'piotr@example.com');
    await confirm(await lastLinkTo('anna6@example.com'));
    const me = await call<User>(t.app, 'GET', '/api/users/auth/me', undefined, bearer(piotr.token));
    assert.equal(me.body.email_verified, false);
  });
});

describe('SMTP e-mail adapter', () => {
  const ctx = useTestDatabase();
  const smtp = startSmtpStub();
  let url: string;

  before(async () => {
    url = await smtp.start();
  });
  after(() => smtp.stop());

  it('builds the message with the link in the language asked for', () => {
    const link = 'https://app.example.com/confirm-email?token=abc';
    const polish = confirmationMessage('anna@example.com', link, 'pl');
    assert.equal(polish.to, 'anna@example.com');
    assert.equal(polish.subject, 'Potwierdź adres e-mail');
    assert.deepEqual(polish.text.split('\n'), [
      'Potwierdź swój adres e-mail, otwierając link:',
      link,
      'Link jest ważny 24 godziny i działa jeden raz.',
    ]);
    const english = confirmationMessage('anna@example.com', link, 'en');
    assert.equal(english.subject, 'Confirm your e-mail address');
    assert.deepEqual(english.text.split('\n'), [
      'Confirm your e-mail address by opening the link:',
      link,
      'The link is valid for 24 hours and works once.',
    ]);
    const ukrainian = confirmationMessage('anna@example.com', link, 'uk');
    assert.equal(ukrainian.subject, 'Підтвердьте адресу електронної пошти');
    assert.deepEqual(ukrainian.text.split('\n'), [
      'Підтвердьте свою адресу електронної пошти, відкривши посилання:',
      link,
      'Посилання дійсне 24 години і працює один раз.',
    ]);
  });

  it('hands the confirmation to the SMTP server when EMAIL_PROVIDER=smtp', async () => {
    const t = await buildTestApp(ctx.database, {
      config: { account: { ...testConfig().account, email: { provider: 'smtp', url, from: 'Venue <no-reply@venue.test>' } } },
    });
    const { token } = await signIn(t, phone(8));
    const response = await call<User>(t.app, 'PATCH', '/api/users/user', { email: 'smtp@example.com', is_active: true }, bearer(token));
    assert.equal(response.status, 200);
    const mail = smtp.received.at(-1);
    assert.ok(mail);
    assert.match(mail.from, /no-reply@venue\.test/);
    assert.deepEqual(mail.to, ['<smtp@example.com>']);
    assert.match(mail.data, /confirm-email\?token=[A-Za-z0-9_-]+/);
    const outbox = await ctx.database.db.select().from(devOutbox);
    assert.equal(outbox.length, 0);
    await t.app.close();
  });

  it('turns a refusal into 502 EMAIL_SEND_FAILED on resend, while the profile change itself still saves', async () => {
    const t = await buildTestApp(ctx.database, {
      config: { account: { ...testConfig().account, email: { provider: 'smtp', url, from: 'no-reply@venue.test' } } },
    });
    smtp.setReject(true);
    try {
      const { token } = await signIn(t, phone(9));
      const saved = await call<User>(t.app, 'PATCH', '/api/users/user', { email: 'refused@example.com', is_active: true }, bearer(token));
      assert.equal(saved.status, 200);
      assert.equal(saved.body.email, 'refused@example.com');
      t.clock.advance(60);
      const response = await call(t.app, 'POST', '/api/users/user/email/resend_confirmation', undefined, bearer(token));
      assert.equal(response.status, 502);
      assert.equal(codeOf(response.body), 'EMAIL_SEND_FAILED');
    } finally {
      smtp.setReject(false);
      await t.app.close();
    }
  });

  it('fails with EmailSendError when no server answers', async () => {
    const sender = new SmtpEmailSender({ url: 'smtp://127.0.0.1:1', from: 'x@venue.test', timeoutMs: 1000 });
    await assert.rejects(sender.send({ to: 'a@example.com', subject: 's', text: 't' }), { name: 'EmailSendError' });
  });
});
