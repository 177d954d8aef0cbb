import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { BrandLink, Header, Inner, Tools } from './bar-parts';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';

/** The slim bar visitors see: language, theme and a way to sign in. */
export function VisitorBar() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  return (
    <Header>
      <Inner>
        <BrandLink />
        <Tools>
          <LanguageSwitch />
          <ThemeToggle />
          {pathname !== paths.login() && <Link to={paths.login()}>{t('nav.signIn')}</Link>}
        </Tools>
      </Inner>
    </Header>
  );
}
