import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@venue/api';
import { createShareLink, listShareLinks, previewShareCard, revokeShareLink } from '../../../api/statistics';
import { makeShareLink } from '../../../testing/statistics';
import { makeUser, renderAt, setUpTranslations, signInAs } from '../../../testing/render-at';
import { SharePanel } from './share-panel';
import { ShareLinks } from './share-links';

jest.mock('../../../api/statistics', () => ({
  ...jest.requireActual<object>('../../../api/statistics'),
  createShareLink: jest.fn(),
  listShareLinks: jest.fn(),
  previewShareCard: jest.fn(),
  revokeShareLink: jest.fn(),
}));
const create = jest.mocked(createShareLink);
const list = jest.mocked(listShareLinks);
const preview = jest.mocked(previewShareCard);
const revoke = jest.mocked(revokeShareLink);

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(setUpTranslations);
beforeEach(() => {
  jest.resetAllMocks();
  // What the server would publish for the choice: only the ticked fields.
  preview.mockImplementation(async ({ month, fields }) => ({
    month,
    fields: [...fields],
    ...(fields.includes('first_name') ? { first_name: 'Anna' } : {}),
    ...(fields.includes('hours_played') ? { minutes_played: 300 } : {}),
    ...(fields.includes('last_name') ? { last_name: 'Demo' } : {}),
  }));
  list.mockResolvedValue([]);
  writeText.mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  signInAs(makeUser({ id: 42 }));
});

const renderPanel = () => renderAt(<SharePanel month="2026-10" />, '/statistics');

describe('SharePanel', () => {
  it('previews the card as the server would publish it, following the ticks', async () => {
    renderPanel();
    const card = await screen.findByTestId('share-card');
    expect(card).toHaveTextContent('Anna — Statystyki gry · październik 2026');
    expect(card).toHaveTextContent('5 godzin');
    expect(screen.getByLabelText('Nazwisko')).not.toBeChecked();

    await userEvent.click(screen.getByLabelText('Nazwisko'));
    await waitFor(() => expect(screen.getByTestId('share-card')).toHaveTextContent('Anna Demo — Statystyki gry · październik 2026'));
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ month: '2026-10', fields: expect.arrayContaining(['last_name']) }));

    await userEvent.click(screen.getByLabelText('Rozegrane godziny'));
    await waitFor(() => expect(screen.getByTestId('share-card')).not.toHaveTextContent('godzin'));
  });

  it('creates the link with the player id and a retry key, then copies it', async () => {
    const link = makeShareLink();
    create.mockResolvedValue(link);
    renderPanel();
    await screen.findByTestId('share-card');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz link' }));

    expect(await screen.findByText(/Link gotowy/)).toBeInTheDocument();
    const request = create.mock.calls[0]?.[0];
    expect(request).toMatchObject({ user_id: 42, month: '2026-10' });
    expect(request?.short_url_token).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(request?.fields).toEqual(expect.arrayContaining(['first_name', 'hours_played']));
    expect(request?.fields).not.toContain('last_name');
    expect(screen.getByLabelText('Link do karty')).toHaveValue(link.url);
    expect(screen.getByRole('img', { name: 'Karta, jaką zobaczą inni' })).toHaveAttribute('src', link.image_url);

    await userEvent.click(screen.getByRole('button', { name: 'Kopiuj link' }));
    expect(writeText).toHaveBeenCalledWith(link.url);
  });

  it('retries a failed attempt with the same key and says when too many links are live', async () => {
    create.mockRejectedValueOnce(new ApiError({ kind: 'network', status: null }));
    create.mockRejectedValueOnce(new ApiError({ kind: 'http', status: 422, code: 'SHARE_LINK_LIMIT_REACHED' }));
    renderPanel();
    await screen.findByTestId('share-card');
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz link' }));
    expect(await screen.findByText('Nie udało się utworzyć linku. Spróbuj ponownie.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz link' }));
    expect(await screen.findByText(/zbyt wiele działających linków/)).toBeInTheDocument();
    expect(create.mock.calls[1]?.[0].short_url_token).toBe(create.mock.calls[0]?.[0].short_url_token);
  });

  it('creates nothing when nothing is ticked', async () => {
    renderPanel();
    await screen.findByTestId('share-card');
    for (const label of ['Imię', 'Liczba rezerwacji', 'Rozegrane godziny', 'Ulubiony sport', 'Ulubiony dzień i godzina']) {
      await userEvent.click(screen.getByLabelText(label));
    }
    expect(screen.getByText('Zaznacz przynajmniej jedną rzecz do pokazania.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Utwórz link' })).toBeDisabled();
  });
});

describe('ShareLinks', () => {
  it('revokes a link only after the question is confirmed, then reloads the list', async () => {
    list.mockResolvedValueOnce([makeShareLink()]).mockResolvedValue([makeShareLink({ revoked_at: '2026-10-21T10:00:00.000Z' })]);
    revoke.mockResolvedValue();
    renderAt(<ShareLinks />, '/statistics');
    const row = within(await screen.findByRole('list', { name: 'Twoje linki' })).getByRole('listitem');

    await userEvent.click(within(row).getByRole('button', { name: 'Wyłącz link' }));
    const question = within(row).getByRole('region', { name: /Wyłączyć link do karty za październik 2026/ });
    expect(within(question).getByRole('heading', { name: /Wyłączyć link/ })).toHaveFocus();
    await userEvent.click(within(question).getByRole('button', { name: 'Anuluj' }));
    expect(revoke).not.toHaveBeenCalled();
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Wyłącz link' })).toHaveFocus());

    await userEvent.click(within(row).getByRole('button', { name: 'Wyłącz link' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Tak, wyłącz' }));
    expect(revoke).toHaveBeenCalledWith(7);
    expect(await screen.findByText(/^Wyłączony/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyłącz link' })).not.toBeInTheDocument();
  });
});
