import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout, retryFailedLazyLoads } from '@venue/ui';
import { pathFromState } from '../../../lib/return-path';
import { PageDescription } from '../../../components/page-description';

/**
 * /500: where router errors land. Retry goes back to the page that failed (kept in the
 * navigation state), or reloads when the page was opened directly.
 */
export function ServerErrorPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const location = useLocation();
  const failedPath = pathFromState(location.state);
  const retry = () => {
    retryFailedLazyLoads();
    if (failedPath) navigate(failedPath, { replace: true });
    else window.location.reload();
  };
  return (
    <PageLayout title={t('serverError.heading')}>
      <PageDescription>{t('serverError.description')}</PageDescription>
      <Button onClick={retry}>{t('serverError.retry')}</Button>
    </PageLayout>
  );
}
