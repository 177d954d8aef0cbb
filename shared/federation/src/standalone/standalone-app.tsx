import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage, type Language } from '@venue/i18n';
import { Logo, MoonIcon, PageLayout, UiProvider, VisuallyHidden, useThemeMode } from '@venue/ui';
import { ROUTES, routesOf, type RemoteName, type RemoteRoutesModule, type RouteId } from '@venue/routes';
import { examplePath } from './example-path';
import { STANDALONE_NAMESPACE } from './standalone-translations';

// Raised off the page by its shadow, as the host's bar is (no rule under it).
const Header = styled.header`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  > a {
    margin-right: auto;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

// Borderless toolbar controls, as in the host's bar: no inverted fill for a pressed toggle, the
// hover tint and the global focus ring show where the pointer and keyboard are.
const Control = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }
`;

const LABEL: Readonly<Record<Language, string>> = { pl: 'PL', en: 'EN', ua: 'UA' };

/** What a remote may change in its standalone shell. */
export interface StandaloneOptions {
  /**
   * Where the logo leads from the current path; the list of the remote's pages by default. The
   * kiosk is reception's product, not a developer's: its logo returns to its own start screen.
   */
  readonly home?: (pathname: string) => string;
}

const PAGE_LIST = () => '/';

function StandaloneHeader({ remote, home = PAGE_LIST }: { readonly remote: RemoteName; readonly home?: (pathname: string) => string }) {
  const { t } = useTranslation(STANDALONE_NAMESPACE);
  const { pathname } = useLocation();
  const { language, cycleLanguage } = useLanguage();
  const { mode, toggle } = useThemeMode();
  return (
    <Header>
      {/* The visible text starts the accessible name (WCAG 2.5.3 label in name). */}
      <Link to={home(pathname)}>
        <Logo name={`Venue · ${remote}`} />
        <VisuallyHidden> – {t('header.home')}</VisuallyHidden>
      </Link>
      <Control type="button" onClick={() => cycleLanguage()}>
        {LABEL[language]}
        <VisuallyHidden> – {t('header.language', { language: t(`language.name.${language}`, { ns: 'common' }) })}</VisuallyHidden>
      </Control>
      <Control type="button" aria-pressed={mode === 'dark'} aria-label={t('header.darkMode')} onClick={toggle}>
        <MoonIcon size={22} fill={mode === 'dark' ? 'currentColor' : 'none'} />
      </Control>
    </Header>
  );
}

function TitledPage({
  remote,
  routeId,
  page: Page,
}: {
  readonly remote: RemoteName;
  readonly routeId: RouteId;
  readonly page: ComponentType;
}) {
  const { t, i18n } = useTranslation(remote);
  const key = `title.${routeId}`;
  const title = i18n.exists(key, { ns: remote }) ? `${t(key)} · Venue` : 'Venue';
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Page />;
}

function StandaloneIndex({ remote }: { readonly remote: RemoteName }) {
  const { t } = useTranslation(STANDALONE_NAMESPACE);
  const { t: tRemote } = useTranslation(remote);
  useEffect(() => {
    document.title = `${t('index.heading')} · Venue`;
  }, [t]);
  return (
    <PageLayout title={t('index.heading')}>
      <p>{t('index.description')}</p>
      <ul>
        {routesOf(remote).map((id) => (
          <li key={id}>
            <Link to={examplePath(ROUTES[id].path)}>{tRemote(`title.${id}`)}</Link>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}

/** A remote's own pages under a minimal header, for its team and, for the kiosk, for reception. */
export function StandaloneApp<R extends RemoteName>({
  module,
  options = {},
}: {
  readonly module: RemoteRoutesModule<R>;
  readonly options?: StandaloneOptions;
}) {
  const pages = module.pages as Readonly<Record<string, ComponentType>>;
  return (
    <UiProvider>
      <BrowserRouter>
        <StandaloneHeader remote={module.remote} home={options.home} />
        <Routes>
          {routesOf(module.remote).map((id) => {
            const page = pages[id];
            return page ? (
              <Route key={id} path={ROUTES[id].path} element={<TitledPage remote={module.remote} routeId={id} page={page} />} />
            ) : null;
          })}
          <Route path="*" element={<StandaloneIndex remote={module.remote} />} />
        </Routes>
      </BrowserRouter>
    </UiProvider>
  );
}
