import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageLayout, Stack } from '@venue/ui';
import { storeUrls } from '../../../config/store-urls';
import { detectPlatform } from '../detect-platform';

const StoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.background};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-decoration: none;
`;

const goToStore = (url: string) => window.location.replace(url);

/** /get-mobile-app: phones go straight to their store; desktops choose. */
export function GetMobileAppPage({ redirect = goToStore }: { readonly redirect?: (url: string) => void }) {
  const { t } = useTranslation('host');
  const platform = useMemo(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints), []);
  const stores = storeUrls();
  const target = platform === 'desktop' ? null : stores[platform];

  useEffect(() => {
    if (target) redirect(target);
  }, [target, redirect]);

  const links = target
    ? [{ href: target, label: t(platform === 'android' ? 'mobileApp.googlePlay' : 'mobileApp.appStore') }]
    : [
        { href: stores.android, label: t('mobileApp.googlePlay') },
        { href: stores.ios, label: t('mobileApp.appStore') },
      ];

  return (
    <PageLayout title={t('mobileApp.heading')} width="narrow">
      <Stack $gap="lg" $align="flex-start">
        <p role={target ? 'status' : undefined}>{t(target ? 'mobileApp.redirecting' : 'mobileApp.description')}</p>
        <Stack $gap="md" $direction="row" $wrap>
          {links.map((link) => (
            <StoreLink key={link.href} href={link.href}>
              {link.label}
            </StoreLink>
          ))}
        </Stack>
      </Stack>
    </PageLayout>
  );
}
