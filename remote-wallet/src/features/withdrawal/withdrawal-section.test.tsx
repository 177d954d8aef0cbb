import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { confirmWithdrawal, getWallet, listWithdrawals, requestWithdrawal } from '../../api/wallet';
import { makeUser, makeWallet, makeWithdrawal, renderAt, setUpTranslations, signInAs } from '../../testing/render-wallet';
import { WithdrawalSection } from './withdrawal-section';

jest.mock('../../api/wallet', () => ({
  ...jest.requireActual<typeof import('../../api/wallet')>('../../api/wallet'),
  getWallet: jest.fn(),
  listWithdrawals: jest.fn(),
  requestWithdrawal: jest.fn(),
  confirmWithdrawal: jest.fn(),
}));
const wallet = jest.mocked(getWallet);
const withdrawals = jest.mocked(listWithdrawals);
const request = jest.mocked(requestWithdrawal);
const confirm = jest.mocked(confirmWithdrawal);

const IBAN = '61 1090 1014 0000 0712 1981 2874';
const REQUESTED = makeWithdrawal({
  id: 77,
  amount: 12050,
  state: 'requested',
  expires_at: '2026-11-26T09:10:00.000Z',
  expected_arrival_date: null,
});
const CONFIRMED = { ...REQUESTED, state: 'confirmed' as const, expires_at: null, expected_arrival_date: '2026-11-27' };

beforeAll(setUpTranslations);
beforeEach(() => {
  for (const mock of [wallet, withdrawals, request, confirm]) mock.mockReset();
  wallet.mockResolvedValue(makeWallet(20_000));
  withdrawals.mockResolvedValue([]);
  request.mockResolvedValue({ withdrawal: REQUESTED, resend_available_at: new Date(Date.now() + 60_000).toISOString() });
  signInAs(makeUser());
});
afterEach(() => jest.useRealTimers());

async function fillForm(amount: string, iban = IBAN) {
  await userEvent.click(await screen.findByRole('button', { name: 'Wypłać środki' }));
  // The flow arrives as its own chunk: a skeleton stands in until it does.
  const amountField = await screen.findByRole('textbox', { name: 'Kwota w złotych' });
  await waitFor(() => expect(amountField).toHaveFocus());
  await userEvent.type(amountField, amount);
  await userEvent.type(screen.getByRole('textbox', { name: 'Numer rachunku (IBAN)' }), iban);
}

async function reachCodeStep() {
  await fillForm('120,50');
  await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
  return screen.findByRole('textbox', { name: /Kod z SMS-a/ });
}

describe('WithdrawalSection', () => {
  it('checks the form with the shared schema, names each problem and keeps what was typed', async () => {
    renderAt(<WithdrawalSection />);
    await fillForm('5', '1234');
    const owner = screen.getByRole('textbox', { name: 'Właściciel rachunku' });
    // The holder is offered from the profile.
    expect(owner).toHaveValue('Anna Nowak');
    await userEvent.clear(owner);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    const summary = screen.getByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Kwota: Najmniejsza kwota wypłaty to 10,00 zł',
      'Numer rachunku: Wprowadź poprawny numer polskiego rachunku (26 cyfr)',
      'Właściciel rachunku: To pole jest wymagane',
    ]);
    expect(screen.getByRole('textbox', { name: 'Kwota w złotych' })).toHaveValue('5');
    expect(screen.getByRole('textbox', { name: 'Numer rachunku (IBAN)' })).toHaveAccessibleDescription(
      expect.stringContaining('Wprowadź poprawny numer polskiego rachunku (26 cyfr)'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('says there is not enough money before sending anything, with the available amount', async () => {
    wallet.mockResolvedValue(makeWallet(4550));
    renderAt(<WithdrawalSection />);
    await fillForm('120,50');
    expect(screen.getByRole('textbox', { name: 'Kwota w złotych' })).toHaveAccessibleDescription(
      expect.stringContaining('Dostępne: 45,50\u00a0zł'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByRole('textbox', { name: 'Kwota w złotych' })).toHaveAccessibleDescription(
      expect.stringContaining('Brak wystarczających środków. Dostępne: 45,50\u00a0zł'),
    );
    expect(request).not.toHaveBeenCalled();
  });

  it('restates the amount and the masked account before sending, then posts grosze and the normalised IBAN', async () => {
    renderAt(<WithdrawalSection />);
    await fillForm('120,50');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    const heading = screen.getByRole('heading', { name: 'Sprawdź dane wypłaty' });
    await waitFor(() => expect(heading).toHaveFocus());
    const section = screen.getByRole('region', { name: 'Wypłata na konto bankowe' });
    expect(section).toHaveTextContent('Kwota120,50 zł');
    expect(section).toHaveTextContent('Na rachunekPL•• •••• … rachunek kończący się cyframi 2874');
    expect(section).not.toHaveTextContent('1090');

    // Back to the form keeps the values.
    await userEvent.click(screen.getByRole('button', { name: 'Popraw dane' }));
    expect(screen.getByRole('textbox', { name: 'Kwota w złotych' })).toHaveValue('120,50');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(request).toHaveBeenCalledWith(
      { amount: 12050, iban: 'PL61109010140000071219812874', account_owner: 'Anna Nowak' },
      expect.any(AbortSignal),
    );
    expect(await screen.findByText(/Wpisz go, aby potwierdzić wypłatę 120,50 zł\./)).toBeInTheDocument();
  });

  it('goes back to the form with the server’s "insufficient funds" on the amount', async () => {
    request.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 422,
        code: 'INSUFFICIENT_FUNDS',
        fieldErrors: { amount: { key: 'validation.insufficientFunds', params: { available: 10000 } } },
      }),
    );
    renderAt(<WithdrawalSection />);
    await fillForm('120,50');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    const link = await screen.findByRole('link', { name: 'Kwota: Brak wystarczających środków. Dostępne: 100,00\u00a0zł' });
    // The summary takes the focus, not the first field.
    await waitFor(() => expect(link.closest('[role="alert"]')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Kwota w złotych' })).toHaveValue('120,50');
  });

  it('says the request failed and offers to send again from the restatement', async () => {
    request.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500, code: 'INTERNAL' }));
    renderAt(<WithdrawalSection />);
    await fillForm('120,50');
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zlecić wypłaty. Spróbuj ponownie.');
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByRole('textbox', { name: /Kod z SMS-a/ })).toBeInTheDocument();
  });

  it('rejects a malformed or wrong code on the field, as the sign-in does', async () => {
    renderAt(<WithdrawalSection />);
    const input = await reachCodeStep();
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź wypłatę' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(input).toHaveAccessibleDescription(expect.stringContaining('Wprowadź poprawny 4-cyfrowy kod'));

    confirm.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 400, code: 'INVALID_CODE' }));
    await userEvent.type(input, '34');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź wypłatę' }));
    expect(confirm).toHaveBeenCalledWith('1234', expect.any(AbortSignal));
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining('Błędny kod SMS. Spróbuj ponownie.')));
  });

  it('"send again" re-posts the same request once the wait is over', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderAt(<WithdrawalSection />);
    await user.click(await screen.findByRole('button', { name: 'Wypłać środki' }));
    await user.type(await screen.findByRole('textbox', { name: 'Kwota w złotych' }), '120,50');
    await user.type(screen.getByRole('textbox', { name: 'Numer rachunku (IBAN)' }), IBAN);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await user.click(screen.getByRole('button', { name: 'Wyślij kod SMS' }));
    expect(await screen.findByText('Nowy kod możesz wysłać za 60 sekund.')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Wyślij kod ponownie' }));
    expect(request).toHaveBeenCalledTimes(2);
    expect(request.mock.calls[1]?.[0]).toEqual(request.mock.calls[0]?.[0]);
    expect(await screen.findByText('Wysłaliśmy nowy kod.')).toBeInTheDocument();
  });

  it('confirms with the right code, says when the money should arrive, and shows the withdrawal in the list', async () => {
    confirm.mockResolvedValueOnce(CONFIRMED);
    renderAt(<WithdrawalSection />);
    const input = await reachCodeStep();
    withdrawals.mockResolvedValue([CONFIRMED]);
    await userEvent.type(input, '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Potwierdź wypłatę' }));
    const done = await screen.findByText('Wypłata potwierdzona');
    expect(done.parentElement).toHaveTextContent('Zleciliśmy przelew 120,50 zł na Twój rachunek.');
    expect(done.parentElement).toHaveTextContent('Przewidywany wpływ na konto: piątek, 27 listopada 2026');

    const list = await screen.findByRole('region', { name: 'Twoje wypłaty' });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('120,50 zł');
    expect(row).toHaveTextContent('Potwierdzona');
    expect(row).toHaveTextContent('Przewidywany wpływ na konto: piątek, 27 listopada 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Gotowe' }));
    expect(screen.getByRole('button', { name: 'Wypłać środki' })).toHaveFocus();
  });

  it('lists each withdrawal’s state in words, and has nothing to offer from an empty wallet', async () => {
    wallet.mockResolvedValue(makeWallet(0, 5000));
    withdrawals.mockResolvedValue([
      makeWithdrawal({ state: 'paid_out', paid_out_at: '2026-11-26T10:00:00.000Z' }),
      makeWithdrawal({ state: 'failed', failure_reason: 'payout_rejected', expected_arrival_date: null }),
      makeWithdrawal({ state: 'expired', expected_arrival_date: null }),
      makeWithdrawal({ state: 'requested', expires_at: '2026-11-26T09:10:00.000Z', expected_arrival_date: null }),
    ]);
    renderAt(<WithdrawalSection />);
    const rows = within(await screen.findByRole('region', { name: 'Twoje wypłaty' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(['paid_out', 'failed', 'expired', 'requested']);
    expect(rows[0]).toHaveTextContent('Wypłacona');
    expect(rows[0]).toHaveTextContent('Przewidywany wpływ na konto: piątek, 27 listopada 2026');
    expect(rows[1]).toHaveTextContent('Bank odrzucił przelew. Środki wróciły do portfela.');
    expect(rows[2]).toHaveTextContent('Wygasła');
    expect(rows[3]).toHaveTextContent('Czeka na potwierdzenie kodem SMS do 10:10.');
    expect(screen.getByText('Nie masz teraz dostępnych środków do wypłaty.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wypłać środki' })).not.toBeInTheDocument();
  });

  it('says the list of withdrawals could not be loaded, and tries again', async () => {
    withdrawals.mockRejectedValueOnce(new ApiError({ kind: 'network' })).mockResolvedValueOnce([makeWithdrawal({ state: 'paid_out' })]);
    renderAt(<WithdrawalSection />);
    expect(await screen.findByText('Nie udało się pobrać listy wypłat.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Wypłacona')).toBeInTheDocument();
  });

  it('closes the form with "Anuluj" and gives the focus back to the button that opened it', async () => {
    renderAt(<WithdrawalSection />);
    await fillForm('120,50');
    await userEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wypłać środki' })).toHaveFocus());
    expect(request).not.toHaveBeenCalled();
  });
});
