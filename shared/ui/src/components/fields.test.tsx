import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Checkbox } from './checkbox';
import { Select } from './select';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and describes it by its hint', () => {
    renderWithTheme(<TextField label="Imię" hint="Jak w dowodzie" />);
    const input = screen.getByRole('textbox', { name: 'Imię' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('Jak w dowodzie');
  });

  it('marks the input invalid and ties the inline error to it', () => {
    renderWithTheme(<TextField label="E-mail" hint="Do potwierdzeń" error="Wprowadź poprawny adres e-mail" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Do potwierdzeń Wprowadź poprawny adres e-mail');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error when asked to', () => {
    renderWithTheme(<TextField label="Kod" error="Wprowadź poprawny 4-cyfrowy kod" liveError />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wprowadź poprawny 4-cyfrowy kod');
  });

  it('keeps a given id and passes input attributes through', async () => {
    const onChange = jest.fn();
    renderWithTheme(<TextField id="code" label="Kod" inputMode="numeric" autoComplete="one-time-code" onChange={onChange} />);
    const input = screen.getByLabelText('Kod');
    expect(input).toHaveAttribute('id', 'code');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('Select', () => {
  it('labels the select and reports errors', async () => {
    renderWithTheme(
      <Select label="Kierunkowy" error="To pole jest wymagane" defaultValue="+48">
        <option value="+48">Polska (+48)</option>
        <option value="+380">Ukraina (+380)</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Kierunkowy' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('To pole jest wymagane');
    await userEvent.selectOptions(select, '+380');
    expect(select).toHaveValue('+380');
  });
});

describe('Checkbox', () => {
  it('toggles by its label and with the space key', async () => {
    renderWithTheme(<Checkbox label="Zgoda marketingowa" hint="Możesz ją wycofać w każdej chwili" />);
    const box = screen.getByRole('checkbox', { name: 'Zgoda marketingowa' });
    expect(box).toHaveAccessibleDescription('Możesz ją wycofać w każdej chwili');
    await userEvent.click(screen.getByText('Zgoda marketingowa'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('shows an inline error', () => {
    renderWithTheme(<Checkbox label="Regulamin" error="To pole jest wymagane" />);
    expect(screen.getByRole('checkbox', { name: 'Regulamin' })).toHaveAttribute('aria-invalid', 'true');
  });
});
