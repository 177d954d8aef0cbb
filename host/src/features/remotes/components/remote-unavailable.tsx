import { useTranslation } from 'react-i18next';
import { Button, PageLayout } from '@venue/ui';
import styled from 'styled-components';

const Description = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** What a remote's routes show while the remote cannot be loaded or keeps failing. */
export function RemoteUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <PageLayout title={t('remote.unavailable')}>
      <Description role="alert">{t('remote.unavailableDescription')}</Description>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </PageLayout>
  );
}
