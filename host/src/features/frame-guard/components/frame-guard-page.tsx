import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageLayout, primaryLinkStyles } from '@venue/ui';
import { PageDescription } from '../../../components/page-description';

const OpenLink = styled.a`
  ${primaryLinkStyles}
`;

/**
 * All the app shows inside a frame of another site (clickjacking protection that still
 * tells the user what to do): a message and a link that opens the same address in a new tab.
 */
export function FrameGuardPage({ href }: { readonly href: string }) {
  const { t } = useTranslation('host');
  return (
    <PageLayout title={t('frame.heading')} width="narrow">
      <PageDescription>{t('frame.description')}</PageDescription>
      <OpenLink href={href} target="_blank" rel="noopener noreferrer">
        {t('frame.open')}
      </OpenLink>
    </PageLayout>
  );
}
