import { useTranslation } from 'react-i18next';
import { Button, PageLayout } from '@venue/ui';
import { PageDescription } from '../../../components/page-description';

/** What a remote's routes show while the remote cannot be loaded or keeps failing. */
export function RemoteUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <PageLayout title={t('remote.unavailable')}>
      <PageDescription variant="muted" role="alert">
        {t('remote.unavailableDescription')}
      </PageDescription>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </PageLayout>
  );
}
