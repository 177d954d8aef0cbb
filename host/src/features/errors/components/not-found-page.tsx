import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageLayout } from '@venue/ui';
import { paths } from '@venue/routes';
import { PageDescription } from '../../../components/page-description';

/** True when this tab has an earlier entry of the app to go back to. */
function canGoBack(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === 'number' && state.idx > 0;
}

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const goBack = () => {
    if (canGoBack()) navigate(-1);
    else navigate(paths.root(), { replace: true });
  };
  return (
    <PageLayout title={t('notFound.heading')}>
      <PageDescription>{t('notFound.description')}</PageDescription>
      <Button onClick={goBack}>{t('notFound.back')}</Button>
    </PageLayout>
  );
}
