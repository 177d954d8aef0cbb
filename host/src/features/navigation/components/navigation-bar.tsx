import { useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isRegistrationComplete } from '@venue/api';
import { signOut, useAuthStore, userInitials } from '@venue/auth-store';
import { Button, CloseIcon, MenuIcon, VisuallyHidden } from '@venue/ui';
import { paths } from '@venue/routes';
import { navigationItems } from '../navigation-items';
import { BrandLink, Header, Inner, Tools } from './bar-parts';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { ToolbarButton } from './toolbar-button';

const MENU_ID = 'main-menu';

const MenuButton = styled(ToolbarButton)`
  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

// The links and the account (initials, logout). On a phone, behind the menu button, they open as a
// panel hanging under the one-row bar; on a desktop they sit in the bar. No CSS `order`: the panel
// comes right after its button in the document, so Tab follows what the eye sees.
const Panel = styled.div<{ $collapsible: boolean; $open: boolean }>`
  display: ${({ $collapsible, $open }) => (!$collapsible || $open ? 'flex' : 'none')};
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ $collapsible, theme }) =>
    $collapsible &&
    `
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    padding: ${theme.space.sm} ${theme.space.md} ${theme.space.md};
    background: ${theme.colors.surface};
    box-shadow: ${theme.elevation.overlay};
  `}

  ${({ theme }) => theme.media.desktop} {
    position: static;
    display: flex;
    flex: 1 1 auto;
    flex-direction: row;
    align-items: center;
    min-width: 0;
    padding: 0;
    background: none;
    box-shadow: none;
  }
`;

const Menu = styled.nav`
  ${({ theme }) => theme.media.desktop} {
    flex: 1 1 auto;
    min-width: 0;
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
      flex-wrap: wrap;
    }
  }

  a {
    display: flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightMedium};
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primarySubtle};
  }

  /* The current page: a tinted chip in bold, so it does not rest on colour alone. */
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Account = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.font.sizeSm};
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
        {/* Before registration the logout sits in the row itself (no menu to hide it in): on a phone the logo is its mark alone, as in the visitor's bar, or the row is wider than 360 px. */}
        <BrandLink compact={showLinks ? undefined : 'phone'} />
        {showLinks && (
          <MenuButton
            ref={menuButton}
            type="button"
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            {open ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            <VisuallyHidden>{t(open ? 'nav.closeMenu' : 'nav.openMenu')}</VisuallyHidden>
          </MenuButton>
        )}
        <Panel id={MENU_ID} $collapsible={showLinks} $open={open}>
          {showLinks && (
            <Menu aria-label={t('nav.label')}>
              <ul>
                {navigationItems(user).map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{t(item.labelKey)}</NavLink>
                  </li>
                ))}
              </ul>
            </Menu>
          )}
          <Account>
            {initials !== '' && (
              <Initials role="img" aria-label={t('nav.userInitials', { name: fullName })}>
                {initials}
              </Initials>
            )}
            <Button variant="ghost" onClick={logout}>
              {t('nav.logout')}
            </Button>
          </Account>
        </Panel>
        <Tools>
          <LanguageSwitch />
          <ThemeToggle />
        </Tools>
      </Inner>
    </Header>
  );
}
