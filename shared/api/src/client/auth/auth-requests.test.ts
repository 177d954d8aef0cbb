import type { User } from '../../schemas';
import { configureApi } from '../api-config';
import { installFetchMock, jsonResponse, emptyResponse, lastCall, type FetchMock } from '../testing/mock-fetch';
import { getMe } from './get-me';
import { logout } from './logout';
import { magicLogin } from './magic-login';
import { requestOtp } from './request-otp';
import { verifyOtp } from './verify-otp';
import { updateUser } from '../user/update-user';

const user: User = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Nowak',
  email: 'anna@example.com',
  phone_number: '+48500000999',
  is_active: true,
  phone_verified: true,
  email_verified: false,
  marketing_consent: false,
  is_deleted: false,
  user_venue_profiles: [],
  trainer_venue_profiles: [],
  user_sport_skill: [],
  billing_info: null,
  children: [],
};

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = installFetchMock();
  configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'tkn' });
});

function sent() {
  const { url, init } = lastCall(fetchMock);
  return { url, method: init.method, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
}

const phone = { phone_number_without_country_code: '500000999', country_code: '+48' };

it('requestOtp posts the phone to /auth/otp_login_signup', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { resend_available_in: 60, expires_in: 300 }));
  await expect(requestOtp({ source: 'web', ...phone })).resolves.toEqual({ resend_available_in: 60, expires_in: 300 });
  expect(sent()).toEqual({ url: 'http://api.test/api/users/auth/otp_login_signup', method: 'POST', body: { source: 'web', ...phone } });
});

it('verifyOtp posts the code to /auth/otp_token and returns the session', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { token: 'abc', user, registration_required: false }));
  await expect(verifyOtp({ code: '1234', ...phone })).resolves.toEqual({ token: 'abc', user, registration_required: false });
  expect(sent()).toEqual({ url: 'http://api.test/api/users/auth/otp_token', method: 'POST', body: { code: '1234', ...phone } });
});

it('verifyOtp rejects a session answer without a user', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { token: 'abc', registration_required: false }));
  await expect(verifyOtp({ code: '1234', ...phone })).rejects.toMatchObject({ kind: 'invalid-response' });
});

it('magicLogin posts the link token to /auth/magic_login', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, { token: 'abc', user, registration_required: true }));
  await expect(magicLogin({ magic_token: 'm-1' })).resolves.toMatchObject({ registration_required: true });
  expect(sent()).toEqual({ url: 'http://api.test/api/users/auth/magic_login', method: 'POST', body: { magic_token: 'm-1' } });
});

it('getMe reads /auth/me with the token', async () => {
  fetchMock.mockResolvedValue(jsonResponse(200, user));
  await expect(getMe()).resolves.toEqual(user);
  expect(sent()).toEqual({ url: 'http://api.test/api/users/auth/me', method: 'GET', body: undefined });
  expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer tkn');
});

it('logout posts to /auth/logout and accepts 204', async () => {
  fetchMock.mockResolvedValue(emptyResponse(204));
  await expect(logout()).resolves.toBeUndefined();
  expect(sent()).toEqual({ url: 'http://api.test/api/users/auth/logout', method: 'POST', body: undefined });
});

it('updateUser patches /user and returns the saved user', async () => {
  const input = { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com', marketing_consent: true, is_active: true as const };
  fetchMock.mockResolvedValue(jsonResponse(200, { ...user, marketing_consent: true }));
  await expect(updateUser(input)).resolves.toMatchObject({ marketing_consent: true });
  expect(sent()).toEqual({ url: 'http://api.test/api/users/user', method: 'PATCH', body: input });
});
