import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { getWallet, listTransactions, listWithdrawals } from '../api/wallet';
import { makeUser, makeWallet, pageOf, signInAs } from '../testing/render-wallet';
import { walletTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

jest.mock('../api/wallet', () => ({
  ...jest.requireActual<typeof import('../api/wallet')>('../api/wallet'),
  getWallet: jest.fn(),
  listTransactions: jest.fn(),
  listWithdrawals: jest.fn(),
}));

// The wallet's one page is real: no placeholder to check.
const { renderAt } = describeRoutesModule({ routesModule, translations: walletTranslations });

describe('wallet routes', () => {
  it('shows the wallet page at /wallet through the router it is given', async () => {
    jest.mocked(getWallet).mockResolvedValue(makeWallet(11000));
    jest.mocked(listTransactions).mockResolvedValue(pageOf([]));
    jest.mocked(listWithdrawals).mockResolvedValue([]);
    signInAs(makeUser());
    renderAt('/wallet');
    expect(screen.getByTestId('location')).toHaveTextContent('/wallet');
    expect(screen.getByRole('heading', { level: 1, name: 'Portfel' })).toBeInTheDocument();
    expect(await screen.findByText('110,00 zł')).toBeInTheDocument();
  });
});
