import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { CompanyLookupResponse } from '@venue/api/schemas/billing';
import { authStore } from '@venue/auth-store';
import { saveBilling } from '../../api/billing';
import { lookupCompany } from '../../api/company-lookup';
import { makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { BillingSection } from './billing-section';

jest.mock('../../api/billing', () => ({ saveBilling: jest.fn() }));
jest.mock('../../api/company-lookup', () => ({ lookupCompany: jest.fn() }));
const save = jest.mocked(saveBilling);
const lookup = jest.mocked(lookupCompany);

const MINISTRY: CompanyLookupResponse = {
  type: 'company',
  name: 'Ministerstwo Finansów',
  nip: '5260250274',
  street: 'ul. Świętokrzyska 12',
  postalCode: '00-916',
  city: 'Warszawa',
  country: 'Polska',
  regon: '000002217',
};

beforeAll(setUpTranslations);
beforeEach(() => {
  save.mockReset();
  lookup.mockReset();
});
afterEach(() => authStore.getState().logout());

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Zapisz dane do faktury' }));
const fetchFromRegistry = () => userEvent.click(screen.getByRole('button', { name: 'Pobierz dane z GUS' }));

async function typeInto(name: string | RegExp, text: string) {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), text);
}

describe('BillingSection', () => {
  it('starts as a private person named as in the profile, and switches to a company', async () => {
    signInAs(makeUser());
    renderSection(<BillingSection />);
    expect(screen.getByRole('radio', { name: 'Osoba prywatna' })).toBeChecked();
    expect(field('Imię i nazwisko')).toHaveValue('Anna Nowak');
    expect(field('NIP (opcjonalnie)')).toHaveValue('');
    expect(field('Kraj')).toHaveValue('Polska');
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    expect(field('Nazwa firmy')).toBeInTheDocument();
    expect(field('NIP')).toBeInTheDocument();
  });

  it('starts from the saved billing data', () => {
    signInAs(makeUser({ billing_info: JSON.stringify({ ...MINISTRY, regon: undefined }) }));
    renderSection(<BillingSection />);
    expect(screen.getByRole('radio', { name: 'Firma' })).toBeChecked();
    expect(field('Nazwa firmy')).toHaveValue('Ministerstwo Finansów');
    expect(field('Kod pocztowy')).toHaveValue('00-916');
  });

  it('keeps only the postal code box short, so its error uses the full width on a phone', async () => {
    signInAs(makeUser());
    renderSection(<BillingSection />);
    await typeInto('Kod pocztowy', '00916');
    await submit();
    const input = field('Kod pocztowy');
    expect(getComputedStyle(input).maxWidth).toBe('12rem');
    const message = screen.getAllByText('Wprowadź kod pocztowy w formacie XX-XXX').find((element) => !element.closest('[role="alert"]'));
    const form = input.closest('form');
    const narrowed: HTMLElement[] = [];
    for (let element = message ?? null; element && element !== form; element = element.parentElement) {
      if (getComputedStyle(element).maxWidth !== '' && getComputedStyle(element).maxWidth !== 'none') narrowed.push(element);
    }
    expect(message).toBeDefined();
    expect(narrowed).toEqual([]);
  });

  it('checks NIP checksum, postal code, city and required fields with the shared schema', async () => {
    signInAs(makeUser());
    renderSection(<BillingSection />);
    await userEvent.click(screen.getByRole('radio', { name: 'Firma' }));
    await typeInto('NIP', '5260250275');
    await typeInto('Ulica i numer', 'ul. Długa 1');
    await typeInto('Kod pocztowy', '00916');
    await typeInto('Miejscowość', 'Warszawa 2');
    await submit();
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(field('Nazwa firmy')).toHaveAccessibleDescription('To pole jest wymagane');
    expect(field('NIP')).toHaveAccessibleDescription(
      '10 cyfr, np. 5260250274 Wprowadź poprawny NIP: 10 cyfr, z których ostatnia zgadza się z sumą kontrolną',
    );
    expect(field('Kod pocztowy')).toHaveAccessibleDescription('W formacie XX-XXX Wprowadź kod pocztowy w formacie XX-XXX');
    expect(field('Miejscowość')).toHaveAccessibleDescription('Nazwa miejscowości nie może zawierać cyfr');
    expect(within(summary).getByRole('link', { name: 'Kod pocztowy: Wprowadź kod pocztowy w formacie XX-XXX' })).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves billing_info with the profile names and e-mail, and updates the shared store', async () => {
    signInAs(makeUser());
    const saved = makeUser({ billing_info: '{"type":"personal"}' });
    save.mockResolvedValueOnce(saved);
    renderSection(<BillingSection />);
    await typeInto('Ulica i numer', 'ul. Długa 1/2');
    await typeInto('Kod pocztowy', '00-950');
    await typeInto('Miejscowość', 'Warszawa');
    await submit();
    expect(await screen.findByText('Dane do faktury zostały zapisane.')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith(
      { type: 'personal', fullName: 'Anna Nowak', street: 'ul. Długa 1/2', postalCode: '00-950', city: 'Warszawa', country: 'Polska' },
      expect.objectContaining({ first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' }),
      expect.any(AbortSignal),
    );
    expect(authStore.getState().user).toEqual(saved);
  });

  it('fills the company fields from the registry by NIP', async () => {
    signInAs(makeUser());
    lookup.mockResolvedValueOnce(MINISTRY);
    save.mockResolvedValueOnce(makeUser());
    renderSection(<BillingSection />);
    await typeInto(/^NIP/, '526-025-02-74');
    await fetchFromRegistry();
    expect(await screen.findByText('Uzupełniliśmy dane firmy z rejestru GUS. Sprawdź je i zapisz.')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledWith('5260250274', expect.any(AbortSignal));
    expect(screen.getByRole('radio', { name: 'Firma' })).toBeChecked();
    expect(field('Nazwa firmy')).toHaveValue('Ministerstwo Finansów');
    expect(field('Ulica i numer')).toHaveValue('ul. Świętokrzyska 12');
    expect(field('Kod pocztowy')).toHaveValue('00-916');
    expect(field('Miejscowość')).toHaveValue('Warszawa');
    await submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0]).toEqual({
      type: 'company',
      name: 'Ministerstwo Finansów',
      nip: '5260250274',
      street: 'ul. Świętokrzyska 12',
      postalCode: '00-916',
      city: 'Warszawa',
      country: 'Polska',
    });
  });

  it('asks before the registry replaces typed values, and keeps them when told to', async () => {
    signInAs(makeUser());
    lookup.mockResolvedValue(MINISTRY);
    renderSection(<BillingSection />);
    await typeInto('Ulica i numer', 'ul. Moja 5');
    await typeInto(/^NIP/, '5260250274');
    await fetchFromRegistry();
    const question = await screen.findByRole('group', { name: /Dane z rejestru różnią się od wpisanych w polach: Ulica i numer/ });
    expect(question).toHaveFocus();
    expect(field('Ulica i numer')).toHaveValue('ul. Moja 5');
    await userEvent.click(within(question).getByRole('button', { name: 'Zostaw wpisane dane' }));
    expect(field('Ulica i numer')).toHaveValue('ul. Moja 5');
    expect(screen.getByText('Zostawiliśmy wpisane przez Ciebie dane.')).toBeInTheDocument();

    await fetchFromRegistry();
    await userEvent.click(await screen.findByRole('button', { name: 'Zastąp danymi z rejestru' }));
    expect(field('Ulica i numer')).toHaveValue('ul. Świętokrzyska 12');
  });

  it('checks the NIP before asking the registry', async () => {
    signInAs(makeUser());
    renderSection(<BillingSection />);
    await typeInto(/^NIP/, '1234567890');
    await fetchFromRegistry();
    expect(field(/^NIP/)).toHaveAccessibleDescription(
      '10 cyfr, np. 5260250274 Wprowadź poprawny NIP: 10 cyfr, z których ostatnia zgadza się z sumą kontrolną',
    );
    expect(lookup).not.toHaveBeenCalled();
  });

  it('has its own messages for a NIP the registry does not know and for a failed lookup', async () => {
    signInAs(makeUser());
    lookup.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 404, code: 'NOT_FOUND' }));
    renderSection(<BillingSection />);
    await typeInto(/^NIP/, '5260250274');
    await fetchFromRegistry();
    expect(await screen.findByRole('alert')).toHaveTextContent('W rejestrze GUS nie ma firmy o tym numerze NIP.');

    lookup.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 502, code: 'REGISTRY_UNAVAILABLE' }));
    await fetchFromRegistry();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się pobrać danych z rejestru GUS.'));
    expect(field(/^NIP/)).toHaveValue('5260250274');
  });

  it('has its own message for a failed update, and keeps what was typed', async () => {
    signInAs(makeUser());
    save.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 }));
    renderSection(<BillingSection />);
    await typeInto('Ulica i numer', 'ul. Długa 1');
    await typeInto('Kod pocztowy', '00-950');
    await typeInto('Miejscowość', 'Warszawa');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie udało się zaktualizować danych do faktury.');
    expect(field('Ulica i numer')).toHaveValue('ul. Długa 1');
    expect(authStore.getState().user?.billing_info).toBeNull();
  });

  it('shows the backend billing_info field errors at their fields', async () => {
    signInAs(makeUser());
    save.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 400,
        code: 'VALIDATION_FAILED',
        fieldErrors: { 'billing_info.city': { key: 'validation.cityDigits' } },
      }),
    );
    renderSection(<BillingSection />);
    await typeInto('Ulica i numer', 'ul. Długa 1');
    await typeInto('Kod pocztowy', '00-950');
    await typeInto('Miejscowość', 'Warszawa');
    await submit();
    await waitFor(() => expect(field('Miejscowość')).toHaveAccessibleDescription('Nazwa miejscowości nie może zawierać cyfr'));
    expect(field('Miejscowość')).toHaveValue('Warszawa');
  });
});
