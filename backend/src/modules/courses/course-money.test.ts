import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import * as v from 'valibot';
import {
  WalletStatementPageSchema,
  type CourseEnrollment,
  type CourseEnrollmentResponse,
  type CoursePrice,
  type Reservation,
  type WalletStatementPage,
} from '@venue/api';
import { bearer } from '../../testing/auth-helpers.js';
import { venueDetail } from '../../testing/booking-helpers.js';
import { createChild, createCourse, createParent, setSiblingDiscount } from '../../testing/course-helpers.js';
import { buildPaymentTestApp, tokenFromRedirect, type PaymentTestApp } from '../../testing/payment-helpers.js';
import { call } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { postToLedger } from '../wallet/wallet-service.js';

type Body = Record<string, unknown>;

describe('courses: paying, sibling discounts and cancelling', () => {
  const ctx = useTestDatabase();
  let t: PaymentTestApp;
  let regulations: number[];
  const db = () => ctx.database.db;

  before(async () => {
    t = await buildPaymentTestApp(ctx.database);
    regulations = (await venueDetail(t, 1)).regulations.filter((item) => item.required).map((item) => item.id);
  });

  const enrol = (token: string, courseId: number, body: Body) =>
    call<CourseEnrollmentResponse & { code?: string }>(
      t.app,
      'POST',
      `/api/users/course_enrollment/${courseId}`,
      { course_id: courseId, venue_id: 1, accepted_regulation_ids: regulations, ...body },
      bearer(token),
    );
  const quote = (token: string, courseId: number, childId: number) =>
    call<CoursePrice>(
      t.app,
      'POST',
      `/api/users/course_enrollment/${courseId}/quote`,
      { course_id: courseId, venue_id: 1, child_id: childId },
      bearer(token),
    );
  const pay = (token: string, id: number, body: Body) =>
    call<CourseEnrollmentResponse & { code?: string }>(t.app, 'POST', `/api/users/course_enrollment/pay/${id}`, body, bearer(token));
  const cancel = (token: string, id: number) =>
    call<CourseEnrollment & { code?: string }>(t.app, 'DELETE', `/api/users/course_enrollment/${id}`, undefined, bearer(token));
  const mine = async (token: string) =>
    (await call<CourseEnrollment[]>(t.app, 'GET', '/api/users/course_enrollment', undefined, bearer(token))).body;
  const available = async (token: string) =>
    (await call<{ available: number }>(t.app, 'GET', '/api/users/user_wallet', undefined, bearer(token))).body.available;
  let funded = 0;
  const fund = (userId: number, amount: number) =>
    postToLedger(db(), {
      userId,
      type: 'manual_adjustment',
      availableDelta: amount,
      description: 'Zasilenie testowe',
      idempotencyKey: `test:fund:${userId}:${(funded += 1)}`,
      now: t.clock.now(),
    });

  it('a transfer that succeeds pays the enrolment and its sessions; paying again voids the attempt before, whose late money goes to the wallet', async () => {
    const course = await createCourse(db());
    const parent = await createParent(db(), t.clock.now());
    const child = await createChild(db(), parent.userId);
    const other = await createChild(db(), parent.userId, '2020-02-02', 'Jaś');
    const byTransfer = await enrol(parent.token, course.id, { child_id: child, method_id: 106 });
    assert.equal(byTransfer.status, 201, JSON.stringify(byTransfer.body));
    assert.deepEqual([byTransfer.body.payment?.status, byTransfer.body.payment?.amount], ['PENDING', 32_198]);
    assert.deepEqual(byTransfer.body.payment?.course_enrollment, {
      id: byTransfer.body.enrollment.id,
      course_id: course.id,
      course_name: 'Tenis dla dzieci',
      child_first_name: 'Ola',
      venue_id: 1,
    });
    await t.notify(t.gateway.notificationFor(tokenFromRedirect(byTransfer.body.payment?.redirect_url ?? null), 'SUCCESS'));
    const paid = (await mine(parent.token)).find((item) => item.id === byTransfer.body.enrollment.id);
    assert.deepEqual([paid?.state, paid?.pay_until], ['active', null]);
    const sessions = (await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(parent.token))).body;
    assert.ok(sessions.length === 8 && sessions.every((row) => row.payment_status === 'paid'));
    assert.equal(await available(parent.token), 0);

    const first = await enrol(parent.token, course.id, { child_id: other, method_id: 106 });
    await fund(parent.userId, 40_000);
    const again = await pay(parent.token, first.body.enrollment.id, { use_wallet: true });
    assert.equal(again.status, 201, JSON.stringify(again.body));
    assert.deepEqual([again.body.enrollment.state, again.body.payment?.status], ['active', 'SUCCESS']);
    assert.equal(await available(parent.token), 40_000 - 32_000);
    await t.notify(t.gateway.notificationFor(tokenFromRedirect(first.body.payment?.redirect_url ?? null), 'SUCCESS'));
    // The replaced attempt's money (32 000 + the fee) came in, less the fee: nothing paid twice.
    assert.equal(await available(parent.token), 8000 + 32_000);
    assert.deepEqual((await pay(parent.token, first.body.enrollment.id, { use_wallet: true })).body.code, 'COURSE_ENROLLMENT_NOT_PAYABLE');
  });

  it('the sibling discount goes to the 2nd child of one parent, counts only a paid sibling, and is recomputed when that sibling cancels', async () => {
    await setSiblingDiscount(db(), 1, 10);
    const course = await createCourse(db());
    const parent = await createParent(db(), t.clock.now());
    const anna = await createChild(db(), parent.userId, '2020-01-01', 'Anna');
    const bartek = await createChild(db(), parent.userId, '2021-01-01', 'Bartek');
    await fund(parent.userId, 100_000);
    // Anna unpaid: Bartek gets no discount yet.
    const annaUnpaid = await enrol(parent.token, course.id, { child_id: anna });
    assert.equal((await quote(parent.token, course.id, bartek)).body.subtotal, 32_000);
    const annaPaid = await pay(parent.token, annaUnpaid.body.enrollment.id, { use_wallet: true });
    assert.equal(annaPaid.body.enrollment.price.subtotal, 32_000);
    const quoted = await quote(parent.token, course.id, bartek);
    assert.deepEqual(quoted.body.lines.at(-1), { kind: 'sibling_discount', quantity: 1, unit_price: 3200, percent: 10, amount: -3200 });
    const bartekHeld = await enrol(parent.token, course.id, { child_id: bartek });
    assert.deepEqual(bartekHeld.body.enrollment.price, quoted.body);
    // Anna cancels before Bartek pays: Bartek's price is recomputed without the discount.
    const annaCancelled = await cancel(parent.token, annaUnpaid.body.enrollment.id);
    assert.deepEqual([annaCancelled.status, annaCancelled.body.state], [200, 'cancelled']);
    assert.equal(await available(parent.token), 100_000);
    const bartekPaid = await pay(parent.token, bartekHeld.body.enrollment.id, { use_wallet: true });
    assert.deepEqual([bartekPaid.body.enrollment.price.subtotal, bartekPaid.body.enrollment.price.lines.length], [32_000, 1]);
  });

  it('cancelling the full-price child of two takes the sibling’s remaining discount off the refund, as the preview said', async () => {
    await setSiblingDiscount(db(), 1, 10);
    const course = await createCourse(db());
    const parent = await createParent(db(), t.clock.now());
    const anna = await createChild(db(), parent.userId, '2020-01-01', 'Anna');
    const bartek = await createChild(db(), parent.userId, '2021-01-01', 'Bartek');
    await fund(parent.userId, 100_000);
    const first = await enrol(parent.token, course.id, { child_id: anna, use_wallet: true });
    const second = await enrol(parent.token, course.id, { child_id: bartek, use_wallet: true });
    assert.deepEqual([first.body.enrollment.price.subtotal, second.body.enrollment.price.subtotal], [32_000, 28_800]);
    assert.equal(await available(parent.token), 100_000 - 60_800);
    const preview = (await mine(parent.token)).find((item) => item.id === first.body.enrollment.id)?.cancellation;
    assert.deepEqual([preview?.outcome, preview?.refund], ['cancelled', 28_800]);
    const cancelled = await cancel(parent.token, first.body.enrollment.id);
    assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
    assert.equal(await available(parent.token), 100_000 - 60_800 + 28_800);
    // Bartek is now the full-price child: cancelling him gives back what he paid.
    assert.equal((await mine(parent.token)).find((item) => item.id === second.body.enrollment.id)?.cancellation?.refund, 28_800);
  });

  it('a late cancellation forfeits the next session; the sessions not started leave My reservations', async () => {
    const course = await createCourse(db(), { name: 'Mini tenis' });
    const parent = await createParent(db(), t.clock.now());
    const child = await createChild(db(), parent.userId, '2021-03-10', 'Zosia');
    await fund(parent.userId, 32_000);
    const enrolled = await enrol(parent.token, course.id, { child_id: child, use_wallet: true });
    // An hour before the first session (the venue's free cancellation ends 24 hours before).
    t.clock.set(new Date('2030-06-04T14:00:00Z'));
    const cancelled = await cancel(parent.token, enrolled.body.enrollment.id);
    assert.deepEqual([cancelled.status, cancelled.body.state], [200, 'cancelled']);
    assert.equal(await available(parent.token), 28_000);
    const rows = (await call<Reservation[]>(t.app, 'GET', '/api/users/reservation/me', undefined, bearer(parent.token))).body;
    assert.ok(rows.every((row) => row.state === 'cancelled'));
    assert.deepEqual((await cancel(parent.token, enrolled.body.enrollment.id)).body.code, 'NOT_CANCELLABLE');
    // The wallet's statement names the course and the child on the payment and on its refund.
    const statement = await call<WalletStatementPage>(t.app, 'GET', '/api/users/user_wallet/statement', undefined, bearer(parent.token));
    assert.ok(v.is(WalletStatementPageSchema, statement.body), JSON.stringify(statement.body));
    assert.deepEqual(
      statement.body.items.map((item) => [item.kind, item.amount, item.course]),
      [
        ['refund', 28_000, { name: 'Mini tenis', child_first_name: 'Zosia' }],
        ['booking_payment', -32_000, { name: 'Mini tenis', child_first_name: 'Zosia' }],
        ['adjustment', 32_000, null],
      ],
    );
    t.clock.set(new Date('2030-06-01T10:00:00Z'));
  });
});
