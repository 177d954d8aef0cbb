import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightTheme } from '../theme/themes';
import { Fieldset, Legend } from './fieldset';

describe('Fieldset and Legend', () => {
  it('name a group of controls without the browser frame', () => {
    renderWithTheme(
      <Fieldset>
        <Legend>Dane do faktury</Legend>
        <input aria-label="NIP" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Dane do faktury' });
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'NIP' }));
    expect(getComputedStyle(group).borderStyle).toBe('');
    expect(getComputedStyle(group).minWidth).toBe('0');
  });

  it('lays the controls out in a column with a theme gap when asked', () => {
    renderWithTheme(
      <Fieldset $gap="sm">
        <Legend>Płatność</Legend>
      </Fieldset>,
    );
    const style = getComputedStyle(screen.getByRole('group', { name: 'Płatność' }));
    expect(style.display).toBe('flex');
    expect(style.gap).toBe(lightTheme.space.sm);
  });
});
