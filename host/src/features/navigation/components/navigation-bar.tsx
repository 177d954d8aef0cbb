import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isRegistrationComplete } from '@venue/api';
import { signOut, useAuthStore, userInitials } from '@venue/auth-store';
import { Button, VisuallyHidden } from '@venue/ui';
import { paths } from '@venue/routes';
import { PRODUCT_NAME } from '../../../config/product';
import { navigationItems } from '../navigation-items';
import { Brand, Header, Inner, Tools } from './bar-parts';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { ToolbarButton } from './toolbar-button';

const MENU_ID = 'main-menu';

const MenuButton = styled(ToolbarButton)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

// No CSS `order`: on a phone the open menu takes its own row between the brand and the
// tools, exactly where it sits in the document, so Tab follows what the eye sees.
const Menu = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  flex-basis: 100%;

  ${({ theme }) => theme.media.desktop} {
    display: block;
    flex-basis: auto;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;

    ${({ theme }) => theme.media.desktop} {
      flex-direction: row;
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: underline;
    text-underline-offset: 0.3em;
  }
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.touchTarget};
  height: ${({ theme }) => theme.touchTarget};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

/**
 * The bar of a signed-in user (spec §2 layout). Until registration is complete every link
 * would lead back to the registration form, so only language, theme and logout are offered.
 */
export function NavigationBar() {
  const { t } = useTranslation('host');
  const user = useAuthStore((state) => state.user);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);

  const logout = () => {
    void signOut();
    navigate(paths.login(), { replace: true });
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpenOn(null);
    menuButton.current?.focus();
  };
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  // Before the names and e-mail are in there is nothing to put in the circle.
  const initials = user ? userInitials(user) : '';
  const showLinks = user !== null && isRegistrationComplete(user);

  return (
    <Header onKeyDown={closeOnEscape}>
      <Inner>
        <Brand to={paths.root()}>{PRODUCT_NAME}</Brand>
        {showLinks && (
          <>
            <MenuButton
              ref={menuButton}
              type="button"
              aria-expanded={open}
              aria-controls={MENU_ID}
              onClick={() => setOpenOn(open ? null : pathname)}
            >
              <span aria-hidden="true">{open ? '✕' : '☰'}</span>
              <VisuallyHidden>{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</VisuallyHidden>
            </MenuButton>
            <Menu id={MENU_ID} aria-label={t('nav.label')} $open={open}>
              <ul>
                {navigationItems(user).map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
                  </li>
                ))}
              </ul>
            </Menu>
          </>
        )}
        <Tools>
          <LanguageSwitch />
          <ThemeToggle />
          {initials !== '' && (
            <Initials role="img" aria-label={t('nav.userInitials', { name: fullName })}>
              {initials}
            </Initials>
          )}
          <Button variant="ghost" onClick={logout}>
            {t('nav.logout')}
          </Button>
        </Tools>
      </Inner>
    </Header>
  );
}
