import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { getWallet } from '../../api/wallet';
import { makeWallet, renderAt, setUpTranslations } from '../../testing/render-wallet';
import { BalancesSection } from './balances-section';

jest.mock('../../api/wallet', () => ({
  ...jest.requireActual<typeof import('../../api/wallet')>('../../api/wallet'),
  getWallet: jest.fn(),
}));
const wallet = jest.mocked(getWallet);

beforeAll(setUpTranslations);
beforeEach(() => wallet.mockReset());

describe('BalancesSection', () => {
  it('shows a skeleton, then both balances, each explained in a sentence', async () => {
    wallet.mockResolvedValue(makeWallet(11000, 5050));
    renderAt(<BalancesSection />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie salda portfela…');
    const available = await screen.findByRole('heading', { name: 'Dostępne środki' });
    const availableBox = available.parentElement as HTMLElement;
    expect(within(availableBox).getByText('110,00 zł')).toBeInTheDocument();
    expect(availableBox).toHaveTextContent('Możesz nimi zapłacić za rezerwację albo wypłacić je na swoje konto bankowe.');
    const frozenBox = screen.getByRole('heading', { name: 'Zablokowane środki' }).parentElement as HTMLElement;
    expect(within(frozenBox).getByText('50,50 zł')).toBeInTheDocument();
    expect(frozenBox).toHaveTextContent('wraca do dostępnych środków');
  });

  it('says the wallet could not be loaded, and tries again', async () => {
    wallet.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce(makeWallet(0));
    renderAt(<BalancesSection />);
    expect(await screen.findByText('Nie udało się pobrać danych portfela.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findAllByText('0,00 zł')).toHaveLength(2);
  });
});
