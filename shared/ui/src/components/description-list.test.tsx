import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DescriptionItem, DescriptionList } from './description-list';

describe('DescriptionList', () => {
  it('pairs each term with its detail, from items', () => {
    renderWithTheme(
      <DescriptionList
        aria-label="Rezerwacja"
        items={[
          { term: 'Obiekt', detail: 'Warszawa' },
          { term: 'Kort', detail: 'Kort 2' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term');
    const details = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['Obiekt', 'Kort']);
    expect(details.map((detail) => detail.textContent)).toEqual(['Warszawa', 'Kort 2']);
    expect(terms[0]?.parentElement?.tagName).toBe('DL');
  });

  it('takes DescriptionItem children as direct dt/dd pairs, so the grid holds', () => {
    const { container } = renderWithTheme(
      <DescriptionList layout="totals">
        <DescriptionItem term="Kort">80,00 zł</DescriptionItem>
        <DescriptionItem term="Opłata serwisowa">1,98 zł</DescriptionItem>
      </DescriptionList>,
    );
    const list = container.querySelector('dl');
    expect([...(list?.children ?? [])].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DT', 'DD']);
    expect(getComputedStyle(list as Element).display).toBe('grid');
    expect(screen.getByText('1,98 zł')).toBeInTheDocument();
  });

  it('stacks terms above details in the stacked layout', () => {
    const { container } = renderWithTheme(<DescriptionList layout="stacked" items={[{ term: 'Telefon', detail: '+48 500 600 700' }]} />);
    expect(getComputedStyle(container.querySelector('dl') as Element).flexDirection).toBe('column');
  });
});
