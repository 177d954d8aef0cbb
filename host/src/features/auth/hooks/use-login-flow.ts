import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import * as v from 'valibot';
import { OtpCodeSchema, magicLogin, requestOtp, verifyOtp, type AuthTokenResponse } from '@venue/api';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { compactCodeInput } from '@venue/ui';
import { returnPathAfterLogin } from '../../../lib/return-path';
import { initialLoginState, loginReducer, type LoginState, type PhoneInput } from '../utils/login-state';
import { codeErrorFrom, isCancelled, magicLinkErrorFrom, phoneErrorFrom, resendErrorFrom } from '../utils/map-login-errors';
import { loadPhoneRules } from '../utils/load-phone-rules';

const SEPARATORS = /[\s\-().]/g;

function phoneRequest(phone: PhoneInput) {
  return {
    phone_number_without_country_code: phone.nationalNumber.replace(SEPARATORS, ''),
    country_code: phone.countryCode,
  };
}

export interface LoginFlow {
  readonly state: LoginState;
  readonly changePhone: (phone: PhoneInput) => void;
  /** The visitor started on the phone form: fetch the number rules before they submit. */
  readonly preparePhoneCheck: () => void;
  readonly submitPhone: () => void;
  readonly changeCode: (code: string) => void;
  readonly submitCode: () => void;
  readonly resendCode: () => void;
  readonly changeNumber: () => void;
  /** A rate limit's wait is over: re-enable the action. */
  readonly limitExpired: () => void;
}

/**
 * Drives the login: validates on the client with the shared rules, calls the auth API, turns
 * answers into state transitions, and on success stores the session and leaves for the page
 * the visitor wanted (the guard's `state.from`) or /your-account; new users first go to
 * /complete-registration, which carries that page on.
 */
export function useLoginFlow(magicToken: string | null, onMagicTokenUsed: () => void): LoginFlow {
  const [state, dispatch] = useReducer(loginReducer, magicToken !== null, initialLoginState);
  const navigate = useNavigate();
  const returnPath = returnPathAfterLogin(useLocation().state);
  const setSession = useAuthStore((store) => store.setSession);
  const inFlight = useRef<AbortController | null>(null);
  const magicStarted = useRef(false);

  useEffect(() => () => inFlight.current?.abort(), []);

  const nextSignal = () => {
    inFlight.current?.abort();
    inFlight.current = new AbortController();
    return inFlight.current.signal;
  };

  const finishSignIn = useCallback(
    (answer: AuthTokenResponse) => {
      setSession(answer.token, answer.user);
      dispatch({ type: 'signed-in', registrationRequired: answer.registration_required });
      if (answer.registration_required) {
        navigate(paths.completeRegistration(), { replace: true, state: returnPath ? { from: returnPath } : undefined });
      } else {
        navigate(returnPath ?? paths.yourAccount(), { replace: true });
      }
    },
    [navigate, setSession, returnPath],
  );

  useEffect(() => {
    if (magicToken === null || magicStarted.current) return;
    // A link token is single-use: one request only, and it is not aborted when React re-mounts
    // the component in development, or the retry would find the token already spent.
    magicStarted.current = true;
    magicLogin({ magic_token: magicToken }).then(finishSignIn, (error: unknown) => {
      dispatch({ type: 'magic-link-failed', error: magicLinkErrorFrom(error) });
    });
    onMagicTokenUsed();
  }, [magicToken, finishSignIn, onMagicTokenUsed]);

  // The handlers read the state of the render that drew the button pressed; the reducer
  // ignores whatever arrives in a step that no longer takes it.
  const submitPhone = async () => {
    const current = state;
    if (current.step !== 'phone' || current.sendBlockedUntil !== null) return;
    const request = phoneRequest(current.phone);
    if (request.phone_number_without_country_code === '') {
      dispatch({ type: 'phone-rejected', error: { kind: 'validation', key: 'validation.required' } });
      return;
    }
    // The button shows progress while the number rules arrive, in the rare case they have not yet.
    dispatch({ type: 'send-started' });
    try {
      const { checkSmsPhone } = await loadPhoneRules();
      // A landline, a premium-rate line or a country not served is refused here, without a
      // request: the backend would refuse it the same way (and still does, as the judge).
      const checked = checkSmsPhone(request.country_code, request.phone_number_without_country_code);
      if (!checked.ok) {
        dispatch({ type: 'send-failed', error: { kind: 'validation', key: checked.refusal }, blockedUntil: null });
        return;
      }
      const phoneE164 = checked.e164;
      const answer = await requestOtp({ source: 'web', ...request }, nextSignal());
      dispatch({ type: 'code-sent', resendAt: Date.now() + answer.resend_available_in * 1000, phoneE164 });
    } catch (error) {
      if (isCancelled(error)) return;
      const mapped = phoneErrorFrom(error, Date.now());
      dispatch({ type: 'send-failed', error: mapped.error, blockedUntil: mapped.blockedUntil });
    }
  };

  const submitCode = async () => {
    const current = state;
    if (current.step !== 'code' || current.verifyBlockedUntil !== null) return;
    const parsed = v.safeParse(OtpCodeSchema, compactCodeInput(current.code));
    if (!parsed.success) {
      dispatch({ type: 'code-rejected' });
      return;
    }
    dispatch({ type: 'verify-started' });
    try {
      finishSignIn(await verifyOtp({ code: parsed.output, ...phoneRequest(current.phone) }, nextSignal()));
    } catch (error) {
      if (isCancelled(error)) return;
      const mapped = codeErrorFrom(error, Date.now());
      dispatch({ type: 'verify-failed', error: mapped.error, blockedUntil: mapped.blockedUntil });
    }
  };

  const resendCode = async () => {
    const current = state;
    if (current.step !== 'code' || Date.now() < current.resendAt) return;
    dispatch({ type: 'resend-started' });
    try {
      const answer = await requestOtp({ source: 'web', ...phoneRequest(current.phone) }, nextSignal());
      dispatch({ type: 'code-resent', resendAt: Date.now() + answer.resend_available_in * 1000 });
    } catch (error) {
      if (isCancelled(error)) return;
      dispatch({ type: 'resend-failed', ...resendErrorFrom(error, Date.now()) });
    }
  };

  return {
    state,
    changePhone: useCallback((phone: PhoneInput) => dispatch({ type: 'phone-changed', phone }), []),
    preparePhoneCheck: useCallback(() => void loadPhoneRules().catch(() => undefined), []),
    submitPhone: () => void submitPhone(),
    changeCode: useCallback((code: string) => dispatch({ type: 'code-changed', code }), []),
    submitCode: () => void submitCode(),
    resendCode: () => void resendCode(),
    changeNumber: useCallback(() => {
      inFlight.current?.abort();
      dispatch({ type: 'change-number' });
    }, []),
    limitExpired: useCallback(() => dispatch({ type: 'limit-expired' }), []),
  };
}
