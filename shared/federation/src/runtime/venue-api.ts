/**
 * What the suite shares under the name `@venue/api` in browsers: the part of the API package
 * that browser code uses. The package index also serves the backend (phone normalisation,
 * request schemas of every endpoint); a shared module cannot be tree-shaken, so sharing the
 * index would put all of that, libphonenumber's metadata included, into every first visit.
 * Phone validation lives at `@venue/api/phone`, which the login page loads when needed.
 *
 * Host and remotes import from '@venue/api' as usual and get this module, one instance for the
 * whole page, hence one API configuration (base URL, token, 401 handling). Adding a name here
 * is a change to the shared contract: deploy the host first, then the remotes that use it.
 * `shared-surfaces.test.ts` fails when app code imports a name missing here.
 */
export {
  ApiError,
  apiMessageOf,
  GENERIC_ERROR_KEY,
  marketplaceApi,
  publicApi,
  usersApi,
  OtpCodeSchema,
  RuntimeConfigSchema,
  UpdateUserRequestSchema,
  UserSchema,
  configureApi,
  getMe,
  isApiError,
  isRegistrationComplete,
  issuesToFieldErrors,
  logout,
  magicLogin,
  requestOtp,
  updateUser,
  verifyOtp,
} from '@venue/api';
