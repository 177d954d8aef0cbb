import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SearchIcon, visuallyHiddenStyles } from '@venue/ui';
import { paths } from '@venue/routes';
import { BrandLink, Header, Inner, Tools } from './bar-parts';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** On a phone the directory link is its icon alone (and the logo its mark), so the bar stays one row. */
const WideOnlyLabel = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};

  @media (max-width: 39.99em) {
    ${visuallyHiddenStyles}
  }
`;

/** The slim bar visitors see: the venue directory, language, theme and a way to sign in. */
export function VisitorBar() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <Header>
      <Inner>
        <BrandLink compact="phone" />
        <Tools>
          {pathname !== paths.venues() && (
            <Link to={paths.venues()}>
              <SearchIcon size={20} aria-hidden="true" />
              <WideOnlyLabel>{t('nav.book')}</WideOnlyLabel>
            </Link>
          )}
          <LanguageSwitch />
          <ThemeToggle />
          {pathname !== paths.login() && <Link to={paths.login()}>{t('nav.signIn')}</Link>}
        </Tools>
      </Inner>
    </Header>
  );
}
