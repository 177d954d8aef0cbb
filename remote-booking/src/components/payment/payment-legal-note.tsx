import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LegalData } from '@venue/api/schemas/payment';
import { toLanguageCode, useLanguage } from '@venue/i18n';
import { VisuallyHidden } from '@venue/ui';
import { loadLegalData } from './legal-data';
import type { PaymentMethodId } from './payment-method';

const Note = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};

  a {
    display: inline-block;
    min-height: 24px;
    padding-block: 2px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type LegalState = { key: string; data: LegalData | null; failed: boolean };

/**
 * The gateway's information clause for the chosen method, small under the choice. It informs and
 * never blocks: a failed load is a quiet note (spec §8 "failed to fetch methods or data").
 */
export function PaymentLegalNote({ methodId }: { readonly methodId: PaymentMethodId }) {
  const { t } = useTranslation('booking');
  // The operator's own wording, in the language the page is read in.
  const language = toLanguageCode(useLanguage().language);
  const key = `${methodId}|${language}`;
  const [state, setState] = useState<LegalState | null>(null);

  useEffect(() => {
    let active = true;
    loadLegalData(methodId, language).then(
      (data) => active && setState({ key, data, failed: false }),
      () => active && setState({ key, data: null, failed: true }),
    );
    return () => {
      active = false;
    };
  }, [methodId, language, key]);

  const current = state?.key === key ? state : null;
  if (!current) return null;
  if (current.failed || !current.data) return <Note>{t('payment.legal.loadFailed')}</Note>;
  return (
    <Note data-testid="payment-legal-note">
      <p>{current.data.information_clause}</p>
      {current.data.regulation_url && (
        <a href={current.data.regulation_url} target="_blank" rel="noopener noreferrer">
          {t('payment.legal.regulations')} <VisuallyHidden>{t('payment.legal.newTab')}</VisuallyHidden>
        </a>
      )}
    </Note>
  );
}
