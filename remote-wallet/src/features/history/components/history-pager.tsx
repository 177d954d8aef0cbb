import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from '@venue/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Current = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
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
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('history.pages.previous')}
      </Button>
      <Current aria-current="page">{t('history.pages.current', { page, pages })}</Current>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('history.pages.next')}
      </Button>
    </Nav>
  );
}
