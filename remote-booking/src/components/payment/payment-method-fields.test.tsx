import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { ApiError, marketplaceApi } from '@venue/api';
import type { LegalData } from '@venue/api/schemas/payment';
import { getPaymentMethods } from '../../api/payments';
import { BLIK_METHOD, BOTH_METHODS, TRANSFER_METHOD } from '../../testing/payment-methods';
import { clearLegalDataCache } from './legal-data';
import { EMPTY_PAYMENT_METHOD, type PaymentMethodErrors, type PaymentMethodValue } from './payment-method';
import { PaymentMethodFields } from './payment-method-fields';
import { setUpTranslations } from '../../testing/render-at';

jest.mock('../../api/payments', () => ({ ...jest.requireActual('../../api/payments'), getPaymentMethods: jest.fn() }));
const mockedLegalData = jest.spyOn(marketplaceApi, 'post');
const mockedMethods = jest.mocked(getPaymentMethods);

function Harness({ errors, onValue }: { errors?: PaymentMethodErrors; onValue?: (value: PaymentMethodValue) => void }) {
  const [value, setValue] = useState<PaymentMethodValue>(EMPTY_PAYMENT_METHOD);
  return (
    <UiProvider>
      <SwrTestCache>
        <PaymentMethodFields
          venueId={1}
          id="pay"
          value={value}
          errors={errors}
          showLegalInfo={false}
          onChange={(next) => {
            setValue(next);
            onValue?.(next);
          }}
        />
      </SwrTestCache>
    </UiProvider>
  );
}

beforeAll(setUpTranslations);
beforeEach(() => {
  clearLegalDataCache();
  mockedLegalData.mockReset();
  mockedMethods.mockReset();
  mockedMethods.mockResolvedValue(BOTH_METHODS);
});

describe('PaymentMethodFields', () => {
  it('is a labelled radio group; BLIK reveals its code field with the hint', async () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Metoda płatności' });
    expect(group.tagName).toBe('FIELDSET');
    expect(await screen.findByRole('radio', { name: 'Przelew bankowy' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'BLIK' })).toHaveAccessibleDescription(
      'Wpisz kod z aplikacji banku i potwierdź płatność w telefonie.',
    );
    expect(screen.queryByLabelText('Kod BLIK')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    const code = screen.getByLabelText('Kod BLIK');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAccessibleDescription(/aplikację swojego banku/);
    expect(code).toHaveAttribute('id', 'pay-blik-code');
  });

  it('keeps digits only, at most six, typed or pasted', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    const code = screen.getByLabelText('Kod BLIK');
    await userEvent.type(code, '12a3');
    expect(code).toHaveValue('123');
    await userEvent.clear(code);
    await userEvent.click(code);
    await userEvent.paste('777 123 9');
    expect(code).toHaveValue('777123');
    expect(onValue).toHaveBeenLastCalledWith({ methodId: 509, blikCode: '777123' });
  });

  it('can be completed with the keyboard alone', async () => {
    const onValue = jest.fn();
    render(<Harness onValue={onValue} />);
    await screen.findByRole('radio', { name: /BLIK/ });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onValue).toHaveBeenLastCalledWith({ methodId: 509, blikCode: '' });
    await userEvent.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith({ methodId: 106, blikCode: '' });
  });

  it('translates the validation keys and ties them to the controls', async () => {
    const { rerender } = render(<Harness errors={{ method: 'payment.validation.methodRequired' }} />);
    expect(screen.getByText('Wybierz metodę płatności.')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /BLIK/ })).toHaveAccessibleDescription(/Wybierz metodę płatności/);
    rerender(<Harness errors={{ blikCode: 'payment.validation.blikCode' }} />);
    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    expect(screen.getByLabelText('Kod BLIK')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Kod BLIK')).toHaveAccessibleDescription(/Wprowadź poprawny 6-cyfrowy kod BLIK/);
  });
});

describe('the methods the venue takes', () => {
  it('asks for the venue once and offers only what it answers: no transfer at a venue without one', async () => {
    mockedMethods.mockResolvedValue([BLIK_METHOD]);
    render(<Harness />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytujemy metody płatności obiektu…');
    expect(await screen.findByRole('radio', { name: 'BLIK' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Przelew bankowy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(mockedMethods).toHaveBeenCalledTimes(1);
    expect(mockedMethods.mock.calls[0]?.[0]).toBe(1);
  });

  it('offers the methods in the order of the answer', async () => {
    mockedMethods.mockResolvedValue([TRANSFER_METHOD, BLIK_METHOD]);
    render(<Harness />);
    await screen.findByRole('radio', { name: 'BLIK' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['106', '509']);
  });

  it('says clearly when the list fails and loads it again on retry', async () => {
    mockedMethods.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'offline' }));
    render(<Harness />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się wczytać metod płatności.');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wczytaj ponownie' }));
    expect(await screen.findByRole('radio', { name: 'Przelew bankowy' })).toBeInTheDocument();
    expect(mockedMethods).toHaveBeenCalledTimes(2);
  });

  it('drops a chosen method the venue no longer offers', async () => {
    const onValue = jest.fn();
    mockedMethods.mockResolvedValue([BLIK_METHOD]);
    function Chosen() {
      const [value, setValue] = useState<PaymentMethodValue>({ methodId: 106, blikCode: '' });
      return (
        <UiProvider>
          <SwrTestCache>
            <PaymentMethodFields
              venueId={3}
              value={value}
              showLegalInfo={false}
              onChange={(next) => {
                setValue(next);
                onValue(next);
              }}
            />
          </SwrTestCache>
        </UiProvider>
      );
    }
    render(<Chosen />);
    await screen.findByRole('radio', { name: 'BLIK' });
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith({ methodId: null, blikCode: '' }));
  });

  it('says so when the venue takes no online method the app can pay with', async () => {
    mockedMethods.mockResolvedValue([{ id: 1500, name: 'Karta', type: 'card' }]);
    render(<Harness />);
    expect(await screen.findByText(/nie przyjmuje teraz płatności online/)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('the gateway information under the choice', () => {
  function WithLegal() {
    const [value, setValue] = useState<PaymentMethodValue>(EMPTY_PAYMENT_METHOD);
    return (
      <UiProvider>
        <SwrTestCache>
          <PaymentMethodFields venueId={1} value={value} onChange={setValue} />
        </SwrTestCache>
      </UiProvider>
    );
  }

  it('shows the clause and the regulation link of the chosen method', async () => {
    mockedLegalData.mockImplementation(async (path, options): Promise<LegalData> => {
      expect(path).toBe('/autopay/getlegaldata');
      const methodId = (options.body as { method_id: number }).method_id;
      return {
        method_id: methodId,
        information_clause: `Klauzula ${methodId}`,
        regulation_url: methodId === 106 ? 'https://gateway.example/terms.pdf' : null,
      };
    });
    render(<WithLegal />);
    expect(mockedLegalData).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('radio', { name: /Przelew bankowy/ }));
    expect(await screen.findByText('Klauzula 106')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Regulamin usługi płatniczej/ })).toHaveAttribute('href', 'https://gateway.example/terms.pdf');
    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    expect(await screen.findByText('Klauzula 509')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Regulamin/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Przelew bankowy/ }));
    await screen.findByText('Klauzula 106');
    expect(mockedLegalData).toHaveBeenCalledTimes(2);
  });

  it('says quietly when it cannot be loaded and keeps the form usable', async () => {
    mockedLegalData.mockRejectedValue(new Error('offline'));
    render(<WithLegal />);
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    expect(await screen.findByText(/Możesz mimo to zapłacić/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kod BLIK'), '777123');
    await waitFor(() => expect(screen.getByLabelText('Kod BLIK')).toHaveValue('777123'));
  });

  it("asks for the clause in the page's language and again after a switch", async () => {
    mockedLegalData.mockImplementation(async (_path, options): Promise<LegalData> => {
      const { method_id: methodId, language } = options.body as { method_id: number; language: string };
      return { method_id: methodId, information_clause: `Klauzula ${methodId} ${language}`, regulation_url: null };
    });
    render(<WithLegal />);
    await userEvent.click(await screen.findByRole('radio', { name: /BLIK/ }));
    expect(await screen.findByText('Klauzula 509 pl')).toBeInTheDocument();
    try {
      act(() => setLanguage('ua'));
      expect(await screen.findByText('Klauzula 509 uk')).toBeInTheDocument();
    } finally {
      act(() => setLanguage('pl'));
    }
  });
});
