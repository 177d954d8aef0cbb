import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@venue/routes';
import { VENUE_TABS } from '../venue-tabs';

// One row that scrolls sideways on a phone instead of wrapping into a block of pills; the padding
// keeps the focus ring of the first and last tab inside the scroll box, where it is not clipped.
const Tabs = styled.ul`
  position: relative;
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 calc(-1 * ${({ theme }) => theme.space.xs});
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  li {
    flex: none;
    scroll-snap-align: start;
  }

  a {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The venue menu (spec §2): Courts, Classes, Trainers, Passes, Courses. */
export function VenueMenu({ venueId }: { readonly venueId: string | number }) {
  const { t } = useTranslation('booking');
  const tabs = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // The active tab (say "Kursy", the last) is scrolled into the row's view, centred when it can be;
  // only the row scrolls, never the page (scrollIntoView would move the page too).
  useLayoutEffect(() => {
    const row = tabs.current;
    const active = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    // The first tab is in view already; measuring it would lay out the whole page mid-render.
    if (!row || !active || active.parentElement === row.firstElementChild) return;
    // The row is positioned, so a tab's offsetLeft is measured from the row's start.
    row.scrollLeft = active.offsetLeft - (row.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label={t('venueMenu.label')}>
      <Tabs ref={tabs}>
        {VENUE_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={paths.reservationVenue(venueId, tab)}>{t(`venueMenu.${tab}`)}</NavLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}
