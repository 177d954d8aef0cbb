import { act, render, screen, waitFor } from '@testing-library/react';
import { setLanguage } from '@venue/i18n';
import { setUpTranslations } from '../../../testing/render-at';
import { FreeCancellationNote } from './free-cancellation-note';

const START = '2030-06-03T16:00:00.000Z';
const note = () => screen.getByTestId('free-cancellation');

beforeAll(setUpTranslations);
afterEach(() => act(() => setLanguage('pl')));

describe('FreeCancellationNote', () => {
  it('names the free-cancellation deadline in the venue’s zone, the venue’s hours before the start', () => {
    render(
      <FreeCancellationNote
        start={START}
        timeZone="Europe/Warsaw"
        freeCancellationHours={24}
        recurring={false}
        online
        now={new Date('2030-06-01T10:00:00Z')}
      />,
    );
    // 24 h before 18:00 Warsaw time (16:00 UTC) on 3 June.
    expect(note()).toHaveTextContent(/^Bezpłatne odwołanie do niedz?\., 2 cze 2030, 18:00\./);
  });

  it('writes a deadline at midnight as 24:00 of the day before, never "…, 00:00"', () => {
    render(
      <FreeCancellationNote
        start="2030-06-03T22:00:00.000Z"
        timeZone="Europe/Warsaw"
        freeCancellationHours={24}
        recurring={false}
        online
        now={new Date('2030-06-01T10:00:00Z')}
      />,
    );
    // A court at 00:00 Warsaw time on Tuesday 4 June: 24 h before is the end of Sunday 2 June.
    expect(note()).toHaveTextContent(/^Bezpłatne odwołanie do niedz?\., 2 cze 2030, 24:00\./);
  });

  it('says plainly when the slot is already inside the non-refundable window', () => {
    render(
      <FreeCancellationNote
        start={START}
        timeZone="Europe/Warsaw"
        freeCancellationHours={24}
        recurring={false}
        online
        now={new Date('2030-06-02T17:00:00Z')}
      />,
    );
    expect(note()).toHaveTextContent('Do rozpoczęcia zostało mniej niż 24 godziny, więc tej rezerwacji nie da się już bezpłatnie odwołać');
    expect(note()).toHaveTextContent('po odwołaniu zapłacona kwota nie zostanie zwrócona.');
    expect(note()).not.toHaveTextContent('Bezpłatne odwołanie do');
  });

  it('tells a pay-on-site booking that the venue may charge, not that money is kept', () => {
    const { rerender } = render(
      <FreeCancellationNote
        start={START}
        timeZone="Europe/Warsaw"
        freeCancellationHours={24}
        recurring={false}
        online={false}
        now={new Date('2030-06-01T10:00:00Z')}
      />,
    );
    expect(note()).toHaveTextContent(/Przy późniejszym odwołaniu obiekt może obciążyć Cię opłatą za ten termin\.$/);
    rerender(
      <FreeCancellationNote
        start={START}
        timeZone="Europe/Warsaw"
        freeCancellationHours={24}
        recurring={false}
        online={false}
        now={new Date('2030-06-02T17:00:00Z')}
      />,
    );
    expect(note()).toHaveTextContent('po odwołaniu obiekt może obciążyć Cię opłatą za ten termin.');
  });

  it('gives a series the rule in hours, in every language', async () => {
    const { rerender } = render(
      <FreeCancellationNote start={START} timeZone="Europe/Warsaw" freeCancellationHours={12} recurring online />,
    );
    expect(note()).toHaveTextContent('Każdy termin można bezpłatnie odwołać najpóźniej 12 godzin przed jego rozpoczęciem.');
    act(() => setLanguage('en'));
    rerender(<FreeCancellationNote start={START} timeZone="Europe/Warsaw" freeCancellationHours={12} recurring online />);
    await waitFor(() => expect(note()).toHaveTextContent('Each date can be cancelled for free up to 12 hours before it starts.'));
    act(() => setLanguage('ua'));
    rerender(<FreeCancellationNote start={START} timeZone="Europe/Warsaw" freeCancellationHours={12} recurring online />);
    await waitFor(() =>
      expect(note()).toHaveTextContent('Кожен термін можна безкоштовно скасувати не пізніше ніж за 12 годин до його початку.'),
    );
  });
});
