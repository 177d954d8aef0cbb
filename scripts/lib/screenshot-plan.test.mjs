import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { screenshotPlan } from './screenshot-plan.mjs';

describe('screenshotPlan', () => {
  it('shoots every page at 360 and 1366 px, light and dark, under stable names', () => {
    const plan = screenshotPlan([
      { id: 'login', path: '/login', signedIn: false },
      { id: 'account', path: '/your-account', signedIn: true },
    ]);
    assert.deepEqual(
      plan.map((shot) => shot.file),
      [
        'login-360-light.jpg',
        'login-360-dark.jpg',
        'login-1366-light.jpg',
        'login-1366-dark.jpg',
        'account-360-light.jpg',
        'account-360-dark.jpg',
        'account-1366-light.jpg',
        'account-1366-dark.jpg',
      ],
    );
    assert.deepEqual(plan[2]?.viewport, { name: '1366', width: 1366, height: 768 });
    assert.equal(plan[5]?.page.signedIn, true);
  });

  it('refuses ids that would collide or make odd file names', () => {
    assert.throws(() => screenshotPlan([{ id: 'Login Page', path: '/login', signedIn: false }]), /kebab-case/);
    assert.throws(
      () =>
        screenshotPlan([
          { id: 'login', path: '/login', signedIn: false },
          { id: 'login', path: '/venues', signedIn: false },
        ]),
      /twice/,
    );
  });
});
