import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import type { CoursePrice } from '@venue/api/schemas/course';
import { authStore } from '@venue/auth-store';
import { setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { getVenue } from '../api/venues';
import { enrolInCourse, listMyEnrollments, listVenueCourses, payCourseEnrollment, quoteCourse } from '../api/courses';
import { createChild } from '../api/children';
import { getPaymentMethods } from '../api/payments';
import { PayCountdown } from '../features/courses/components/pay-countdown';
import { makeCourse } from '../features/courses/testing/fixtures';
import { user, venue } from '../features/courts/testing/fixtures';
import { BOTH_METHODS } from '../testing/payment-methods';
import { setUpTranslations } from '../testing/render-at';
import { renderVenuePage } from '../testing/venue-page';

jest.mock('../api/venues', () => ({ ...jest.requireActual('../api/venues'), getVenue: jest.fn() }));
jest.mock('../api/courses', () => ({
  ...jest.requireActual('../api/courses'),
  listVenueCourses: jest.fn(),
  quoteCourse: jest.fn(),
  enrolInCourse: jest.fn(),
  payCourseEnrollment: jest.fn(),
  listMyEnrollments: jest.fn(),
}));
jest.mock('../api/children');
jest.mock('../api/payments', () => ({ ...jest.requireActual('../api/payments'), getPaymentMethods: jest.fn() }));
jest.mock('../api/wallet');

const price = (skipped: number): CoursePrice => ({
  lines: [
    { kind: 'sessions', quantity: 3 - skipped, unit_price: 4000, percent: null, amount: (3 - skipped) * 4000 },
    { kind: 'sibling_discount', quantity: 1, unit_price: 0, percent: 10, amount: -(3 - skipped) * 400 },
  ],
  subtotal: (3 - skipped) * 3600,
  service_fee: 198,
  total: (3 - skipped) * 3600 + 198,
  sessions: [],
});

beforeAll(setUpTranslations);
beforeEach(() => {
  setLanguage('pl');
  jest.mocked(getVenue).mockResolvedValue(venue({ id: 1 }));
  jest.mocked(getPaymentMethods).mockResolvedValue(BOTH_METHODS);
  jest.mocked(listMyEnrollments).mockResolvedValue([]);
  jest.mocked(listVenueCourses).mockResolvedValue([
    makeCourse(),
    makeCourse({
      id: 6,
      name: 'Squash dla dorosłych',
      type: 'adults',
      payment_type: 'full_course',
      weekdays: [1],
      difficulty: 5,
      colour: '#e53935',
      max_participants: null,
      free_places: null,
      trainer: { id: 8, display_name: 'Jan N.', photo_url: null },
      enrollment_open: false,
    }),
  ]);
});
afterEach(() => act(() => authStore.getState().logout()));

describe('courses tab', () => {
  it('lists each course with its level in words, trainer, schedule, dates, places and both prices', async () => {
    renderVenuePage('/reservation/1/courses');
    const cards = await screen.findAllByTestId('course-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(first).toHaveTextContent('Tenis dla dzieci');
    expect(first).toHaveTextContent('Dla dzieci · Anna K.');
    expect(first).toHaveTextContent('Poziom: Początkujący (1/5)');
    expect(first).toHaveTextContent('wt., czw., 17:00 (60 min)');
    expect(first).toHaveTextContent('4 spotkania');
    expect(first).toHaveTextContent('3 wolne miejsca');
    expect(first).toHaveTextContent(/40,00\s*zł za spotkanie/);
    expect(first).toHaveTextContent(/160,00\s*zł za cały kurs/);
    expect(second).toHaveTextContent('Profesjonalny (5/5)');
    expect(second).toHaveTextContent('Bez limitu miejsc');
    expect(second).toHaveTextContent('Zapisy zamknięte');
    // The zone note once for the whole list.
    expect(screen.getAllByText(/strefie czasowej/)).toHaveLength(1);
  });

  it('keeps the filters in the address and narrows the list by them', async () => {
    renderVenuePage('/reservation/1/courses?type=adults');
    expect(await screen.findAllByTestId('course-card')).toHaveLength(1);
    expect(screen.getByTestId('course-card')).toHaveTextContent('Squash dla dorosłych');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dla kogo' }), '');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Zapisy' }), 'open');
    expect(screen.getByTestId('location')).toHaveTextContent('/reservation/1/courses?enrollment=open');
    expect(screen.getAllByTestId('course-card')).toHaveLength(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Dzień tygodnia' }), '1');
    expect(await screen.findByText('Żaden kurs nie pasuje do filtrów.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('weekday=1');
  });

  it('shows a visitor the course and brings them back to it after signing in', async () => {
    renderVenuePage('/reservation/1/courses');
    await userEvent.click(await screen.findByRole('button', { name: /Szczegóły i zapis.*Tenis dla dzieci/ }));
    expect(screen.getByRole('heading', { name: 'Tenis dla dzieci' })).toBeInTheDocument();
    expect(screen.getByText('6–10 lat')).toBeInTheDocument();
    expect(screen.getByText('4 spotkania, zostały 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zaloguj się, aby zapisać' }));
    expect(screen.getByRole('heading', { name: 'Logowanie' })).toBeInTheDocument();
    expect(screen.getByTestId('from')).toHaveTextContent('/reservation/1/courses?course=5');
  });

  it('adds a child inside the flow, skips a date, shows the price line by line and pays by BLIK', async () => {
    act(() => authStore.getState().setSession('token', user({ children: [] })));
    const child = { id: 31, venue_id: 1, first_name: 'Ola', last_name: 'Nowak', birth_date: '2018-05-01', gender: 'female' as const };
    jest.mocked(createChild).mockResolvedValue(user({ children: [child] }));
    jest.mocked(quoteCourse).mockImplementation((input) => Promise.resolve(price(input.excluded_dates?.length ?? 0)));
    const enrollment = { id: 77, pay_until: new Date(Date.now() + 15 * 60_000).toISOString() };
    jest.mocked(enrolInCourse).mockResolvedValue({ enrollment, payment: null } as never);
    jest.mocked(payCourseEnrollment).mockResolvedValue({ enrollment, payment: { id: 900, method_id: 509 } } as never);
    renderVenuePage('/reservation/1/courses?course=5');

    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz na kurs' }));
    // No child yet: the form is open at once, and a bad date keeps what was typed.
    await userEvent.type(screen.getByRole('textbox', { name: 'Imię' }), 'Ola');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(await screen.findAllByText(/Nazwisko/)).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Imię' })).toHaveValue('Ola');
    expect(createChild).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Nazwisko/ }), 'Nowak');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Płeć/ }), 'female');
    await userEvent.type(screen.getByLabelText(/Data urodzenia/), '2018-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj dziecko' }));
    expect(await screen.findByRole('radio', { name: /Ola Nowak/ })).toBeChecked();
    expect(createChild).toHaveBeenCalledWith(
      expect.objectContaining({ venue_id: 1, first_name: 'Ola', gender: 'female' }),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    // Dates: the step's heading takes the focus; the held session is not offered; skipping one lowers the price.
    expect(screen.getByRole('heading', { name: 'Terminy' })).toHaveFocus();
    expect(screen.getByText('1 spotkanie już się odbyło — nie płacisz za nie.')).toBeInTheDocument();
    const dates = screen.getAllByRole('checkbox');
    expect(dates).toHaveLength(3);
    await userEvent.click(dates[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));

    const lines = await screen.findByTestId('course-price-lines');
    expect(within(lines).getByText('2 spotkania × 40,00 zł')).toBeInTheDocument();
    expect(within(lines).getByText('Zniżka dla rodzeństwa (10%)')).toBeInTheDocument();
    expect(quoteCourse).toHaveBeenLastCalledWith(expect.objectContaining({ child_id: 31, excluded_dates: ['2026-12-08'] }));

    // Regulations first, then BLIK.
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz i zapłać' }));
    expect(enrolInCourse).not.toHaveBeenCalled();
    expect(screen.getAllByText(/Zaakceptuj: Regulamin obiektu/).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('checkbox', { name: /Regulamin obiektu/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Zgoda RODO/ }));
    await userEvent.click(screen.getByRole('radio', { name: /BLIK/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Kod BLIK/ }), '777123');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz i zapłać' }));
    expect(await screen.findByRole('heading', { name: 'Status płatności' })).toBeInTheDocument();
    expect(enrolInCourse).toHaveBeenCalledWith(
      expect.objectContaining({ course_id: 5, venue_id: 1, child_id: 31, excluded_dates: ['2026-12-08'], accepted_regulation_ids: [1, 2] }),
    );
    expect(payCourseEnrollment).toHaveBeenCalledWith(77, { method_id: 509, blik_code: '777123' }, expect.anything());
  });

  it('shows an unpaid enrolment of the course with its countdown and pay now', async () => {
    act(() => authStore.getState().setSession('token', user()));
    jest.mocked(listMyEnrollments).mockResolvedValue([
      {
        id: 77,
        course_id: 5,
        venue_id: 1,
        venue_name: 'Centrum',
        venue_timezone: 'Europe/Warsaw',
        course_name: 'Tenis dla dzieci',
        colour: '#1e88e5',
        child: { id: 31, first_name: 'Ola', last_name: 'Nowak' },
        state: 'awaiting_payment',
        created_at: new Date().toISOString(),
        pay_until: new Date(Date.now() + 12 * 60_000).toISOString(),
        excluded_dates: [],
        price: price(0),
        payment_id: null,
        cancellation: null,
      },
    ]);
    renderVenuePage('/reservation/1/courses?course=5');
    expect(await screen.findByRole('heading', { name: 'Twoje zapisy na ten kurs' })).toBeInTheDocument();
    expect(screen.getByText('Czeka na płatność')).toBeInTheDocument();
    expect(screen.getAllByText(/Zapłać do \d{2}:\d{2}: zostało 1[12]:\d{2}\./).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Zapłać teraz' })).toBeInTheDocument();
  });

  it('words a refusal of the quote (the child is too young) with the ages', async () => {
    const child = { id: 31, venue_id: 1, first_name: 'Ola', last_name: 'Nowak', birth_date: '2023-05-01', gender: 'female' as const };
    act(() => authStore.getState().setSession('token', user({ children: [child] })));
    jest
      .mocked(quoteCourse)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 422, code: 'CHILD_AGE_MISMATCH', body: { child_age: 3, min_age: 6, max_age: 10 } }),
      );
    renderVenuePage('/reservation/1/courses?course=5');
    await userEvent.click(await screen.findByRole('button', { name: 'Zapisz na kurs' }));
    await userEvent.click(screen.getByRole('radio', { name: /Ola Nowak/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByText('Kurs jest dla dzieci w wieku 6–10 lat (wiek wybranego dziecka: 3).')).toBeInTheDocument();
  });
});

describe('PayCountdown', () => {
  it('counts down to pay_until and says when the place was freed', () => {
    const { unmount } = render(
      <UiProvider>
        <PayCountdown payUntil={new Date(Date.now() + 14 * 60_000 + 30_000).toISOString()} timeZone="Europe/Warsaw" />
      </UiProvider>,
    );
    expect(screen.getAllByText(/zostało 14:(30|29)/).length).toBeGreaterThan(0);
    unmount();
    render(
      <UiProvider>
        <PayCountdown payUntil={new Date(Date.now() - 1000).toISOString()} timeZone="Europe/Warsaw" />
      </UiProvider>,
    );
    expect(screen.getByText('Czas na płatność minął: zapis wygasł, a miejsce wróciło do puli.')).toBeInTheDocument();
  });
});
