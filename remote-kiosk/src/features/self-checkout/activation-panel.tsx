import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { Alert, Button, SectionCard, Stack, TextField } from '@venue/ui';
import { activateKiosk } from '../../api/kiosk';

export interface ActivationPanelProps {
  readonly venueId: number;
  readonly onActivated: (kioskToken: string) => void;
}

/** Reception's one-time step: the venue's kiosk code turns this browser into the venue's kiosk. */
export function ActivationPanel({ venueId, onActivated }: ActivationPanelProps) {
  const { t } = useTranslation('kiosk');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const activation = await activateKiosk(venueId, code);
      onActivated(activation.kiosk_token);
    } catch (failure) {
      const apiCode = isApiError(failure) ? failure.code : null;
      setError(
        apiCode === 'KIOSK_CODE_INVALID' || apiCode === 'VALIDATION_FAILED'
          ? t('selfCheckout.activation.invalid')
          : apiCode === 'RATE_LIMITED'
            ? t('selfCheckout.activation.rateLimited')
            : t('selfCheckout.activation.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('selfCheckout.activation.heading')} description={t('selfCheckout.activation.intro')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack $gap="md">
          <TextField
            label={t('selfCheckout.activation.codeLabel')}
            hint={t('selfCheckout.activation.codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" loading={busy}>
            {t('selfCheckout.activation.submit')}
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
