import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@venue/ui';

// On a phone "Strona 2 z 5" heads its own line over the two buttons; wider, it sits between them.
const Nav = styled.nav`
  display: grid;
  grid-template-areas: 'current current' 'previous next';
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-areas: 'previous current next';
    grid-template-columns: max-content 1fr max-content;
  }
`;

const Current = styled.p`
  grid-area: current;
  margin: 0;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const Previous = styled.div`
  grid-area: previous;
  display: grid;
`;

const Next = styled.div`
  grid-area: next;
  display: grid;
`;

export interface HistoryPagerProps {
  readonly page: number;
  readonly pages: number;
  readonly onPage: (page: number) => void;
}

/** Previous / "Strona 2 z 5" / next; absent when everything fits on one page. */
export function HistoryPager({ page, pages, onPage }: HistoryPagerProps) {
  const { t } = useTranslation('wallet');
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('history.pages.label')}>
      <Previous>
        <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('history.pages.previous')}
        </Button>
      </Previous>
      <Current aria-current="page">{t('history.pages.current', { page, pages })}</Current>
      <Next>
        <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('history.pages.next')}
        </Button>
      </Next>
    </Nav>
  );
}
