import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageLayout } from '@venue/ui';
import { PageDescription } from '../../../components/page-description';

const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
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
