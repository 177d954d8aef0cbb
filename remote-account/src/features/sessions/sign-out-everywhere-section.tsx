import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, SectionCard, lazyPage, useReturnFocus } from '@venue/ui';
import { loadActionStrings } from '../../translations/page-parts';
import type { SignOutQuestionProps } from './sign-out-question';

/** The section's anchor for the account page's in-page navigation. */
export const SESSIONS_ID = 'sessions';

// The question (and signing out with its request, and their words) shows only after the button is pressed: its
// code is fetched as soon as the button is pointed at, focused or pressed, so it is there by the click.
const loadQuestion = () => Promise.all([import('./sign-out-question'), loadActionStrings()]).then(([module]) => module);
const SignOutQuestion = lazyPage<SignOutQuestionProps>(() => loadQuestion().then((m) => m.SignOutQuestion), 'SignOutQuestion', null);
const preloadQuestion = () => void loadQuestion().catch(() => undefined);

type State = 'idle' | 'confirm' | 'failed';

/**
 * "Sign out on all devices": for a lost phone or a shared computer. Asks first, since this device
 * is signed out too; the server ends every session, then this one is forgotten locally.
 */
export function SignOutEverywhereSection() {
  const { t } = useTranslation('account');
  const [state, setState] = useState<State>('idle');
  const { openerRef, returnFocus } = useReturnFocus();

  const cancel = () => {
    setState('idle');
    returnFocus();
  };

  return (
    <SectionCard focusableHeading id={SESSIONS_ID} title={t('sessions.heading')} description={t('sessions.intro')}>
      {state === 'failed' && <Alert>{t('actions.signOut.failed')}</Alert>}
      {state === 'confirm' ? (
        <SignOutQuestion onCancel={cancel} onFailed={() => setState('failed')} />
      ) : (
        <div>
          <Button
            ref={openerRef}
            variant="secondary"
            onPointerEnter={preloadQuestion}
            onPointerDown={preloadQuestion}
            onFocus={preloadQuestion}
            onClick={() => setState('confirm')}
          >
            {t('sessions.signOutEverywhere')}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
