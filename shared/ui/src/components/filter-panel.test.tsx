import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { FilterPanel, FilterPanelRow } from './filter-panel';
import { TextField } from './text-field';

function Panel({ defaultOpen }: { readonly defaultOpen?: boolean }) {
  return (
    <FilterPanel toggleLabel="Filtry (1)" legend="Filtry historii" defaultOpen={defaultOpen} columns="repeat(3, minmax(0, 1fr))">
      <TextField label="Od dnia" />
      <FilterPanelRow role="group" aria-label="Szybki wybór">
        <button type="button">7 dni</button>
      </FilterPanelRow>
    </FilterPanel>
  );
}

describe('FilterPanel', () => {
  it('is closed at first behind a toggle that says so and controls the named group', async () => {
    renderWithTheme(<Panel />);
    const toggle = screen.getByRole('button', { name: 'Filtry (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filtry historii' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', { name: 'Filtry historii' });
    expect(toggle).toHaveAttribute('aria-controls', group.id);
    expect(screen.getByRole('group', { name: 'Szybki wybór' })).toBeInTheDocument();
  });

  it('hides the fields rather than unmounting them, so what is being typed survives closing', async () => {
    renderWithTheme(<Panel defaultOpen />);
    const toggle = screen.getByRole('button', { name: 'Filtry (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('Od dnia'), { target: { value: '2030' } });
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Od dnia')).not.toBeVisible();
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Od dnia')).toHaveValue('2030');
  });
});
