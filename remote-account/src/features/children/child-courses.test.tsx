import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type Child } from '@venue/api';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { setLanguage } from '@venue/i18n';
import { authStore } from '@venue/auth-store';
import { cancelCourseEnrollment, listCourseEnrollments } from '../../api/course-enrollments';
import { listVenues } from '../../api/venues';
import { VENUES, makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { ChildrenSection } from './children-section';

// The venue list comes from its fetcher (a seeded cache would keep every read from loading on mount).
jest.mock('../../api/venues', () => ({ ...jest.requireActual<object>('../../api/venues'), listVenues: jest.fn() }));
jest.mock('../../api/course-enrollments', () => ({
  ...jest.requireActual<object>('../../api/course-enrollments'),
  listCourseEnrollments: jest.fn(),
  cancelCourseEnrollment: jest.fn(),
}));
const list = jest.mocked(listCourseEnrollments);
const cancel = jest.mocked(cancelCourseEnrollment);

const JAN: Child = { id: 5, venue_id: 2, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-03-12', gender: 'male' };
const ZOSIA: Child = { id: 6, venue_id: 2, first_name: 'Zosia', last_name: 'Nowak', birth_date: '2018-05-01', gender: 'female' };

// Mondays and Wednesdays at 17:00 Warsaw time (CET, UTC+1); one long past, six ahead.
const STARTS = [
  '2020-01-06T16:00:00.000Z',
  '2030-03-04T16:00:00.000Z',
  '2030-03-06T16:00:00.000Z',
  '2030-03-11T16:00:00.000Z',
  '2030-03-13T16:00:00.000Z',
  '2030-03-18T16:00:00.000Z',
  '2030-03-20T16:00:00.000Z',
];
const sessions = STARTS.map((start) => ({
  date: start.slice(0, 10),
  start_time: start,
  end_time: new Date(Date.parse(start) + 3_600_000).toISOString(),
  past: start.startsWith('2020'),
}));

function enrollment(overrides: Partial<CourseEnrollment> = {}): CourseEnrollment {
  return {
    id: 31,
    course_id: 7,
    venue_id: 2,
    venue_name: 'Kraków Tenis Club',
    venue_timezone: 'Europe/Warsaw',
    course_name: 'Tenis dla dzieci',
    colour: '#2e7d32',
    child: { id: JAN.id, first_name: 'Jan', last_name: 'Nowak' },
    state: 'active',
    created_at: '2020-01-01T10:00:00.000Z',
    pay_until: null,
    excluded_dates: [],
    price: { lines: [], subtotal: 12000, service_fee: 0, total: 12000, sessions },
    payment_id: 90,
    cancellation: { outcome: 'cancelled', free_until: '2030-03-03T16:00:00.000Z', refund: 9000 },
    ...overrides,
  };
}

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listVenues).mockResolvedValue([...VENUES]);
  act(() => setLanguage('pl'));
});
afterEach(() => act(() => authStore.getState().logout()));

function renderChildren(children: Child[] = [JAN]) {
  signInAs(makeUser({ children }));
  return renderSection(<ChildrenSection />);
}

async function coursesOf(name: string): Promise<HTMLElement> {
  const card = (await screen.findByRole('heading', { level: 3, name })).closest('li');
  if (!card) throw new Error(`no card for ${name}`);
  return within(card).findByRole('region', { name: 'Kursy' });
}

describe("a child's courses on its card", () => {
  it("comes after the card's Edit and Delete, which so stay where they were when the list arrives", async () => {
    list.mockResolvedValue([enrollment()]);
    renderChildren([JAN]);
    const courses = await coursesOf('Jan Nowak');
    const edit = screen.getByRole('button', { name: 'Edytuj profil: Jan Nowak' });
    expect(edit.compareDocumentPosition(courses) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("lists only that child's enrolments: course, venue, schedule, the sessions ahead and the status", async () => {
    list.mockResolvedValue([
      enrollment(),
      enrollment({ id: 32, child: { id: ZOSIA.id, first_name: 'Zosia', last_name: 'Nowak' }, course_name: 'Padel' }),
    ]);
    renderChildren([JAN, ZOSIA]);
    const jan = await coursesOf('Jan Nowak');
    const item = await within(jan).findByRole('listitem', { name: /Tenis dla dzieci/ });
    expect(within(jan).queryByText('Padel')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Kraków Tenis Club');
    expect(item).toHaveTextContent('poniedziałek, środa · 17:00–18:00');
    expect(item).toHaveTextContent('Opłacony');
    // The past session is not ahead; the next three are listed on the venue's clock, the rest counted.
    const ahead = within(item).getByRole('list', { name: 'Najbliższe: 6 spotkań' });
    expect(
      within(ahead)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['pon., 4 mar, 17:00–18:00', 'śr., 6 mar, 17:00–18:00', 'pon., 11 mar, 17:00–18:00']);
    expect(item).toHaveTextContent('i jeszcze 3 spotkania');
    expect(await within(await coursesOf('Zosia Nowak')).findByText('Padel')).toBeInTheDocument();
    // One request for every card.
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('counts down an unpaid enrolment and links to paying it on the course page', async () => {
    const payUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    list.mockResolvedValue([
      enrollment({ state: 'awaiting_payment', pay_until: payUntil, cancellation: { outcome: 'cancelled', free_until: null, refund: 0 } }),
    ]);
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    expect(await within(jan).findByText('Nieopłacony')).toBeInTheDocument();
    expect(within(jan).getByRole('alert')).toHaveTextContent(/Zapłać do \d\d:\d\d — zostało (10:00|09:5\d)\./);
    expect(within(jan).getByRole('link', { name: 'Zapłać teraz: Tenis dla dzieci' })).toHaveAttribute(
      'href',
      '/reservation/2/courses?course=7',
    );
  });

  it('says when the child has no courses yet and where to find one', async () => {
    list.mockResolvedValue([enrollment({ child: { id: 99, first_name: 'Ktoś', last_name: 'Inny' } })]);
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    expect(await within(jan).findByText('Brak kursów.')).toBeInTheDocument();
    expect(within(jan).getByRole('link', { name: 'Znajdź kurs w obiekcie' })).toHaveAttribute('href', '/reservation/2/courses');
    expect(within(jan).getByRole('link', { name: 'Przeglądaj obiekty' })).toHaveAttribute('href', '/venues');
  });

  it('says when the list cannot be loaded and tries again', async () => {
    list.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 500 })).mockResolvedValue([enrollment()]);
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    expect(await within(jan).findByText('Nie udało się załadować kursów.')).toBeInTheDocument();
    await userEvent.click(within(jan).getByRole('button', { name: /Spróbuj ponownie/ }));
    expect(await within(jan).findByText('Tenis dla dzieci')).toBeInTheDocument();
  });

  it('cancels after a question that states the refund to the wallet, and shows the new state', async () => {
    list.mockResolvedValue([enrollment()]);
    cancel.mockResolvedValue(enrollment({ state: 'cancelled', cancellation: null }));
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    await userEvent.click(await within(jan).findByRole('button', { name: 'Odwołaj zapis: Tenis dla dzieci, Jan Nowak' }));
    const question = within(jan).getByRole('region', { name: 'Odwołać zapis na kurs Tenis dla dzieci (Jan Nowak)?' });
    expect(question).toHaveTextContent(
      /Odwołanie jest bezpłatne do .+: 90,00 zł za spotkania, które się nie odbyły, wróci do Twojego portfela\./,
    );
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Tak, odwołaj zapis' }));
    expect(cancel).toHaveBeenCalledWith(31);
    expect(await within(jan).findByText('Odwołano zapis na kurs Tenis dla dzieci. Zwrot do portfela: 90,00 zł.')).toBeInTheDocument();
    expect(within(jan).getByText('Odwołany')).toBeInTheDocument();
    expect(within(jan).queryByRole('button', { name: /Odwołaj zapis/ })).not.toBeInTheDocument();
  });

  it('says when a late cancellation gives nothing back, and keeps Escape as "keep"', async () => {
    list.mockResolvedValue([
      enrollment({ cancellation: { outcome: 'cancelled_not_on_time', free_until: '2020-01-05T16:00:00.000Z', refund: 0 } }),
    ]);
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    const opener = await within(jan).findByRole('button', { name: /Odwołaj zapis/ });
    await userEvent.click(opener);
    expect(within(jan).getByRole('region', { name: /Odwołać zapis/ })).toHaveTextContent(
      /Termin bezpłatnego odwołania minął \(.+\): nic nie zostanie zwrócone\./,
    );
    await userEvent.keyboard('{Escape}');
    expect(within(jan).queryByRole('region', { name: /Odwołać zapis/ })).not.toBeInTheDocument();
    expect(within(jan).getByRole('button', { name: /Odwołaj zapis/ })).toHaveFocus();
  });

  it("shows the API's refusal in the question, worded, and reads the list again once it is closed", async () => {
    list.mockResolvedValue([enrollment()]);
    cancel.mockRejectedValue(new ApiError({ kind: 'http', status: 422, code: 'NOT_CANCELLABLE' }));
    renderChildren();
    const jan = await coursesOf('Jan Nowak');
    await userEvent.click(await within(jan).findByRole('button', { name: /Odwołaj zapis/ }));
    await userEvent.click(within(jan).getByRole('button', { name: 'Tak, odwołaj zapis' }));
    expect(await within(jan).findByRole('alert')).toHaveTextContent('Tego zapisu nie można już odwołać');
    expect(list).toHaveBeenCalledTimes(1);
    await userEvent.click(within(jan).getByRole('button', { name: 'Nie odwołuj' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['pl', 1, 'Najbliższe: 1 spotkanie'],
    ['pl', 2, 'Najbliższe: 2 spotkania'],
    ['pl', 5, 'Najbliższe: 5 spotkań'],
    ['pl', 22, 'Najbliższe: 22 spotkania'],
    ['ua', 1, 'Найближчі: 1 заняття'],
    ['ua', 2, 'Найближчі: 2 заняття'],
    ['ua', 5, 'Найближчі: 5 занять'],
    ['ua', 22, 'Найближчі: 22 заняття'],
    ['en', 1, 'Coming up: 1 session'],
    ['en', 2, 'Coming up: 2 sessions'],
  ] as const)('counts the sessions ahead in %s (%i)', async (language, count, text) => {
    act(() => setLanguage(language));
    // Weekly from a Monday in 2030.
    const ahead = Array.from({ length: count }, (_, week) => {
      const start = new Date(Date.parse('2030-03-04T16:00:00.000Z') + week * 7 * 86_400_000).toISOString();
      return { date: start.slice(0, 10), start_time: start, end_time: start, past: false };
    });
    list.mockResolvedValue([enrollment({ price: { lines: [], subtotal: 0, service_fee: 0, total: 0, sessions: ahead } })]);
    renderChildren();
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
