import { act, render, screen, within } from '@testing-library/react';
import type { FairUse } from '@venue/api/schemas/venue';
import { setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../../testing/render-at';
import { VenueRules } from './venue-rules';

const DEFAULTS: FairUse = {
  max_active_reservations: 12,
  max_unpaid_on_site_reservations: 5,
  max_series_occurrences: 12,
  door_opens_unpaid: false,
};

function rulesOf(rules: FairUse, heading = 'Zasady rezerwacji'): string[] {
  render(
    <UiProvider>
      <VenueRules rules={rules} />
    </UiProvider>,
  );
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

beforeAll(setUpTranslations);
afterEach(() => act(() => setLanguage('pl')));

describe('VenueRules', () => {
  it('states the venue’s own limits and door rule', () => {
    expect(rulesOf(DEFAULTS)).toEqual([
      'Najwyżej 12 aktywnych rezerwacji naraz.',
      'W tym najwyżej 5 nieopłaconych, z płatnością na miejscu.',
      'Rezerwacja stała: najwyżej 12 tygodni.',
      'Drzwi otworzysz tylko z opłaconą rezerwacją.',
    ]);
  });

  it('picks the Polish plural form for each number, and says when paying on site is not offered', () => {
    expect(
      rulesOf({ max_active_reservations: 3, max_unpaid_on_site_reservations: 0, max_series_occurrences: 1, door_opens_unpaid: true }),
    ).toEqual([
      'Najwyżej 3 aktywne rezerwacje naraz.',
      'Płatność na miejscu nie jest dostępna: rezerwacje opłacasz online.',
      'Rezerwacja stała: najwyżej 1 tydzień.',
      'Drzwi otworzysz także z rezerwacją opłacaną na miejscu.',
    ]);
  });

  it('speaks English and Ukrainian', () => {
    act(() => setLanguage('en'));
    expect(rulesOf({ ...DEFAULTS, max_active_reservations: 1 }, 'Booking rules')).toEqual([
      'At most 1 active reservation at a time.',
      'Of them, at most 5 unpaid, to pay on site.',
      'A recurring reservation: at most 12 weeks.',
      'The door opens only with a paid reservation.',
    ]);
    act(() => setLanguage('ua'));
    const section = screen.getByRole('region', { name: 'Правила бронювання' });
    expect(section).toHaveTextContent('Не більше 1 активного бронювання одночасно.');
    expect(section).toHaveTextContent('З них не більше 5 неоплачених, з оплатою на місці.');
  });
});
