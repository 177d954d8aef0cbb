import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SWRResponse } from 'swr';
import { OccurrencePreviewList } from './occurrence-preview-list';
import { renderAt, setUpTranslations } from '../testing/render-at';

interface Preview {
  readonly occurrences: readonly { start_time: string; end_time: string; status: 'free' | 'taken' }[];
}

beforeAll(setUpTranslations);

function swr(overrides: Partial<SWRResponse<Preview>>): SWRResponse<Preview> {
  return { data: undefined, error: undefined, isValidating: false, isLoading: false, mutate: jest.fn(), ...overrides };
}

function renderList(preview: SWRResponse<Preview>) {
  return renderAt(
    <OccurrencePreviewList
      preview={preview}
      timeZone="Europe/Warsaw"
      headingId="weeks-heading"
      heading="Every week"
      failed="Could not check the dates."
      summary={(occurrences) => `${occurrences.filter((item) => item.status === 'free').length} of ${occurrences.length} free`}
      status={(occurrence) => (occurrence.status === 'free' ? 'Free' : 'Taken')}
      listTestId="weeks"
    />,
  );
}

describe('OccurrencePreviewList', () => {
  it('names the section by its heading and lists each date with its status', () => {
    renderList(
      swr({
        data: {
          occurrences: [
            { start_time: '2030-03-04T17:00:00Z', end_time: '2030-03-04T18:00:00Z', status: 'free' },
            { start_time: '2030-03-11T17:00:00Z', end_time: '2030-03-11T18:00:00Z', status: 'taken' },
          ],
        },
      }),
    );
    const section = within(screen.getByRole('region', { name: 'Every week' }));
    expect(section.getByRole('heading', { name: 'Every week' })).toHaveAttribute('id', 'weeks-heading');
    expect(section.getByRole('status')).toHaveTextContent('1 of 2 free');
    const items = section.getAllByRole('listitem');
    expect(screen.getByTestId('weeks')).toContainElement(items[0] ?? null);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/18:00.*19:00.*Free/);
    expect(items[1]).toHaveTextContent(/Taken$/);
  });

  it('shows loading, then a failure with a retry', async () => {
    const { unmount } = renderList(swr({}));
    expect(within(screen.getByRole('region', { name: 'Every week' })).queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Ładowanie…')).toBeInTheDocument();
    unmount();

    const mutate = jest.fn();
    renderList(swr({ error: new Error('down'), mutate }));
    expect(screen.getByText('Could not check the dates.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('region', { name: 'Every week' })).getByRole('button'));
    expect(mutate).toHaveBeenCalled();
  });
});
