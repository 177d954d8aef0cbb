import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { PriceSummary, priceTotal } from './price-summary';
import { setUpTranslations } from '../../testing/render-at';

beforeAll(setUpTranslations);

function rows(container: HTMLElement): string[][] {
  const list = container.querySelector('dl');
  if (!list) throw new Error('no <dl>');
  const terms = within(list)
    .getAllByRole('term')
    .map((node) => node.textContent ?? '');
  const values = within(list)
    .getAllByRole('definition')
    .map((node) => (node.textContent ?? '').replace(/\u00a0/g, ' '));
  return terms.map((term, index) => [term, values[index] ?? '']);
}

describe('PriceSummary', () => {
  it('lists base price, service fee and total in złoty', () => {
    const { container } = render(
      <UiProvider>
        <PriceSummary basePrice={12000} serviceFee={198} />
      </UiProvider>,
    );
    expect(rows(container)).toEqual([
      ['Cena rezerwacji', '120,00 zł'],
      ['Opłata serwisowa', '1,98 zł'],
      ['Do zapłaty', '121,98 zł'],
    ]);
    expect(screen.getByText(/doliczana do każdej płatności online/)).toBeInTheDocument();
  });

  it('says a pay-on-site total is due at the venue and leaves out a 0,00 zł fee', () => {
    const { container } = render(
      <UiProvider>
        <PriceSummary basePrice={36000} serviceFee={0} onSite />
      </UiProvider>,
    );
    expect(rows(container)).toEqual([
      ['Cena rezerwacji', '360,00 zł'],
      ['Do zapłaty na miejscu', '360,00 zł'],
    ]);
  });

  it('shows the discount only when there is one and takes it off the total', () => {
    const { container } = render(
      <UiProvider>
        <PriceSummary basePrice={12000} discount={3000} serviceFee={198} />
      </UiProvider>,
    );
    expect(rows(container)).toEqual([
      ['Cena rezerwacji', '120,00 zł'],
      ['Rabat', '−30,00 zł'],
      ['Opłata serwisowa', '1,98 zł'],
      ['Do zapłaty', '91,98 zł'],
    ]);
  });

  it('never totals below the fee', () => {
    expect(priceTotal({ basePrice: 1000, discount: 5000, serviceFee: 198 })).toBe(198);
  });
});
