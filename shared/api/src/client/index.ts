export { configureApi, DEFAULT_TIMEOUT_MS, type ApiConfig } from './api-config';
export {
  ApiError,
  BUSY_ERROR_KEY,
  GENERIC_ERROR_KEY,
  apiMessageOf,
  isApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  type ApiMessage,
} from './api-error';
export { buildUrl, type QueryParams, type QueryValue } from './build-url';
export { request, type ApiBase, type HttpMethod, type RequestOptions } from './request';
export { marketplaceApi, publicApi, usersApi, type ApiBaseClient } from './api-bases';
export { requestOtp } from './auth/request-otp';
export { verifyOtp } from './auth/verify-otp';
export { magicLogin } from './auth/magic-login';
export { getMe } from './auth/get-me';
export { logout } from './auth/logout';
export { updateUser } from './user/update-user';
