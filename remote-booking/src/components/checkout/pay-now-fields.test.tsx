import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getPaymentMethods } from '../../api/payments';
import { getWallet } from '../../api/wallet';
import { BLIK_METHOD, BOTH_METHODS } from '../../testing/payment-methods';
import { PayNowFields, usePayNow } from './pay-now-fields';
import { renderAt, setUpTranslations } from '../../testing/render-at';

jest.mock('../../api/payments', () => ({ ...jest.requireActual('../../api/payments'), getPaymentMethods: jest.fn() }));
jest.mock('../../api/wallet', () => ({ ...jest.requireActual('../../api/wallet'), getWallet: jest.fn() }));
jest.mock('../payment/legal-data', () => ({ loadLegalData: jest.fn(() => new Promise(() => undefined)), clearLegalDataCache: jest.fn() }));
const mockedWallet = jest.mocked(getWallet);

function Harness({ wallet }: { wallet: boolean }) {
  const payNow = usePayNow({ venueId: 4, price: 12000, serviceFee: 198, wallet });
  const [outcome, setOutcome] = useState('');
  return (
    <>
      <PayNowFields payNow={payNow} id="pay" />
      <button type="button" onClick={() => setOutcome(payNow.validate() ? 'ready' : 'blocked')}>
        Check
      </button>
      <output data-testid="outcome">{outcome}</output>
      <output data-testid="pays-all">{String(payNow.paysAll)}</output>
    </>
  );
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
});

describe('PayNowFields with usePayNow', () => {
  it('without the wallet asks for a method, shows the missing one and clears the error on a change', async () => {
    renderAt(<Harness wallet={false} />);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(mockedWallet).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('outcome')).toHaveTextContent('blocked');
    expect(screen.getByText('Wybierz metodę płatności.')).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('radio', { name: 'Przelew bankowy' }));
    expect(screen.queryByText('Wybierz metodę płatności.')).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Przelew bankowy' })).toHaveAttribute('id', 'pay-transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('outcome')).toHaveTextContent('ready');
  });

  it('a wallet that covers the price hides the method and needs nothing more', async () => {
    mockedWallet.mockResolvedValue({ available: 20000, frozen: 0, currency: 'PLN' });
    renderAt(<Harness wallet />);
    const checkbox = await screen.findByRole('checkbox', { name: /^Zapłać z portfela \(saldo 200,00\szł\)$/ });
    expect(checkbox).toHaveAttribute('id', 'pay-wallet');
    expect(await screen.findByRole('radio', { name: 'BLIK' })).toBeInTheDocument();

    await userEvent.click(checkbox);
    expect(screen.queryByRole('radio', { name: 'BLIK' })).not.toBeInTheDocument();
    expect(screen.getByTestId('pays-all')).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('outcome')).toHaveTextContent('ready');
  });

  it('at a venue that takes BLIK alone the wallet’s hint leaves the rest to BLIK', async () => {
    jest.mocked(getPaymentMethods).mockResolvedValue([BLIK_METHOD]);
    mockedWallet.mockResolvedValue({ available: 5000, frozen: 0, currency: 'PLN' });
    renderAt(<Harness wallet />);
    expect(
      await screen.findByText('Środki z portfela opłacą rezerwację w całości lub w części, resztę zapłacisz BLIK-iem.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/przelew/)).not.toBeInTheDocument();
  });
});
