import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { setLanguage } from '@venue/i18n';
import { getStatistics, listShareLinks, previewShareCard } from '../../api/statistics';
import { makeEmptyStatistics, makeShareLink, makeStatistics } from '../../testing/statistics';
import { makeUser, renderAt, setUpTranslations, signInAs } from '../../testing/render-at';
import { currentMonth } from './month';
import { StatisticsPage } from './statistics-page';

jest.mock('../../api/statistics', () => ({
  ...jest.requireActual<object>('../../api/statistics'),
  getStatistics: jest.fn(),
  listShareLinks: jest.fn(),
  previewShareCard: jest.fn(),
}));
const statistics = jest.mocked(getStatistics);
const links = jest.mocked(listShareLinks);
const preview = jest.mocked(previewShareCard);

const open = (search = '?month=2026-10') => renderAt(<StatisticsPage />, `/statistics${search}`);
const location = () => screen.getByTestId('location').textContent;

beforeAll(setUpTranslations);
beforeEach(() => {
  setLanguage('pl');
  statistics.mockReset().mockImplementation(async (month) => (month === '2026-10' ? makeStatistics() : makeEmptyStatistics(month)));
  links.mockReset().mockResolvedValue([]);
  preview.mockReset().mockResolvedValue({ month: '2026-10', fields: ['hours_played'], minutes_played: 360 });
  signInAs(makeUser({ id: 42 }));
});

describe('StatisticsPage', () => {
  it('shows the headline numbers with the month before, each a link to the reservations it counts', async () => {
    open();
    const figures = await screen.findByRole('list', { name: 'Podsumowanie miesiąca' });
    const link = (name: RegExp) => within(figures).getByRole('link', { name });
    expect(link(/^Wszystkie rezerwacje\s*7/)).toHaveTextContent('o 2 więcej niż miesiąc wcześniej');
    expect(link(/^Wszystkie rezerwacje/)).toHaveAttribute('href', '/my-reservations?from=2026-10-01&to=2026-10-31&cancelled=1');
    expect(link(/^Aktywne\s*5/)).toHaveAttribute('href', '/my-reservations?from=2026-10-01&to=2026-10-31');
    expect(link(/^Aktywne/)).toHaveTextContent('o 1 więcej niż miesiąc wcześniej');
    expect(link(/^Odwołane\s*2/)).toHaveAttribute('href', '/my-reservations?from=2026-10-01&to=2026-10-31&cancelled=only');
    // 360 minutes against 240 the month before: the hours and their difference both in words.
    expect(link(/^Rozegrane godziny/)).toHaveTextContent('6 godzin');
    expect(link(/^Rozegrane godziny/)).toHaveTextContent('o 2 godziny więcej niż miesiąc wcześniej');
    expect(screen.getByText('Korty: 4 · lekcje: 1 · zajęcia: 1 · kursy: 1')).toBeInTheDocument();
  });

  it('links each favourite venue and each weekday to its reservations of the month', async () => {
    open();
    const venues = await screen.findByRole('region', { name: 'Ulubione obiekty' });
    expect(within(venues).getByText('Squash Arena Warszawa')).toBeInTheDocument();
    expect(within(venues).getByRole('link', { name: '4 rezerwacje' })).toHaveAttribute(
      'href',
      '/my-reservations?from=2026-10-01&to=2026-10-31&venue=1',
    );
    expect(within(venues).getByRole('link', { name: '1 rezerwacja' })).toHaveAttribute('href', expect.stringContaining('venue=2'));
    const weekdays = screen.getByRole('list', { name: 'Rezerwacje według dnia tygodnia' });
    expect(within(weekdays).getByRole('link', { name: 'wtorek: 3 rezerwacje' })).toHaveAttribute(
      'href',
      '/my-reservations?from=2026-10-01&to=2026-10-31&weekday=2',
    );
    // Days without play are said, not linked to an empty list.
    expect(within(weekdays).getAllByRole('link')).toHaveLength(2);
  });

  it('draws the trend, the heatmap and the splits, each with a table for screen readers', async () => {
    const { container } = open();
    const trend = await screen.findByRole('region', { name: 'Ostatnie 3 miesiące wobec 3 poprzednich' });
    expect(trend).toHaveTextContent('Grasz o 180% więcej niż w 3 poprzednich miesiącach.');
    const trendTable = within(trend).getByRole('table', { name: 'Godziny gry w ostatnich 6 miesiącach' });
    expect(within(trendTable).getAllByRole('row')).toHaveLength(7);
    expect(within(trendTable).getByRole('row', { name: /październik 2026.*6 godzin 7/ })).toBeInTheDocument();
    expect(within(trend).getByRole('link', { name: 'październik 2026: 7 rezerwacji' })).toHaveAttribute(
      'href',
      '/my-reservations?from=2026-10-01&to=2026-10-28&cancelled=1',
    );
    expect(container.querySelectorAll('[data-chart="trend"] rect')).toHaveLength(6);

    const rhythm = screen.getByRole('region', { name: 'Ulubione dni i godziny' });
    expect(rhythm).toHaveTextContent('Najczęściej grasz: wtorek, około 18:00');
    // More play is a stronger colour: darker on a light card, brighter on a dark one.
    expect(rhythm).toHaveTextContent('Im mocniejszy kolor pola, tym więcej gry o tej porze.');
    const cells = [...container.querySelectorAll('[data-chart="heatmap"] rect')];
    // 7 days × 6:00–22:00.
    expect(cells).toHaveLength(7 * 17);
    expect(cells.filter((cell) => cell.getAttribute('data-minutes') !== '0')).toHaveLength(3);
    const rhythmTable = within(rhythm).getByRole('table', { name: 'Minuty gry według dnia tygodnia i godziny' });
    expect(within(rhythmTable).getByRole('row', { name: 'wtorek 18:00 180' })).toBeInTheDocument();

    const style = screen.getByRole('region', { name: 'Styl gry' });
    expect(style).toHaveTextContent('17:30');
    expect(style).toHaveTextContent('1,5 razy w tygodniu');
    expect(style).toHaveTextContent('90 min');
    expect(within(style).getByRole('table', { name: 'Rodzaj kortu' })).toHaveTextContent('Squash3 · 4 godziny');
    expect(within(style).getByRole('table', { name: 'Singiel czy debel' })).toHaveTextContent('Nie wiadomo1');
    expect(style).toHaveTextContent('nie zgadujemy');
  });

  it('keeps the month in the URL and moves by the picker, never past this month', async () => {
    open();
    await screen.findByRole('list', { name: 'Podsumowanie miesiąca' });
    await userEvent.click(screen.getByRole('button', { name: 'Poprzedni miesiąc: wrz 2026' }));
    expect(location()).toBe('/statistics?month=2026-09');
    await waitFor(() => expect(statistics).toHaveBeenLastCalledWith('2026-09'));
    expect(await screen.findByText('wrzesień 2026: tym razem bez gry')).toBeInTheDocument();
  });

  it('does not offer a month after this one', async () => {
    statistics.mockImplementation(async (month) => makeStatistics({ month }));
    open('');
    await screen.findByRole('list', { name: 'Podsumowanie miesiąca' });
    expect(statistics).toHaveBeenCalledWith(currentMonth());
    expect(screen.getByRole('button', { name: /^Następny miesiąc/ })).toBeDisabled();
  });

  it('says an empty month kindly and links to booking', async () => {
    open('?month=2026-09');
    expect(await screen.findByText('wrzesień 2026: tym razem bez gry')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zarezerwuj kort' })).toHaveAttribute('href', '/venues');
    expect(screen.queryByRole('list', { name: 'Podsumowanie miesiąca' })).not.toBeInTheDocument();
    // The months before had play: their trend is still shown, and can be shared.
    expect(screen.getByRole('region', { name: 'Ostatnie 3 miesiące wobec 3 poprzednich' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Udostępnij podsumowanie' })).toBeInTheDocument();
  });

  it('offers no card when there was no play in the last six months either', async () => {
    const empty = makeEmptyStatistics('2026-09');
    statistics.mockResolvedValue({
      ...empty,
      trend: { ...empty.trend, months: empty.trend.months.map((m) => ({ ...m, total: 0, minutes_played: 0 })) },
    });
    open('?month=2026-09');
    expect(await screen.findByText('wrzesień 2026: tym razem bez gry')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Udostępnij podsumowanie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ostatnie 3 miesiące wobec 3 poprzednich' })).not.toBeInTheDocument();
  });

  it('says when the figures could not be loaded and loads them again on retry', async () => {
    statistics.mockRejectedValueOnce(new ApiError({ kind: 'network', status: null, message: 'offline' }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await screen.findByRole('list', { name: 'Podsumowanie miesiąca' })).toBeInTheDocument();
  });

  it('words the hours in Ukrainian with its plural forms', async () => {
    setLanguage('ua');
    open();
    const figures = await screen.findByRole('list', { name: 'Підсумок місяця' });
    expect(within(figures).getByRole('link', { name: /^Зіграні години/ })).toHaveTextContent('6 годин');
    expect(within(figures).getByRole('link', { name: /^Зіграні години/ })).toHaveTextContent('на 2 години більше, ніж місяцем раніше');
  });
});

describe('StatisticsPage share links', () => {
  it('lists earlier links', async () => {
    links.mockResolvedValue([makeShareLink(), makeShareLink({ id: 8, revoked_at: '2026-10-21T10:00:00.000Z' })]);
    open();
    const list = await screen.findByRole('list', { name: 'Twoje linki' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Działa')).toBeInTheDocument();
    expect(within(list).getByText(/^Wyłączony/)).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Wyłącz link' })).toHaveLength(1);
  });
});
