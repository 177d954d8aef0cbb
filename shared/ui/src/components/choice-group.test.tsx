import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

const OPTIONS = [
  { value: 60, label: '60 min', detail: '80 zł' },
  { value: 90, label: '90 min', detail: '120 zł' },
  { value: 120, label: '120 min', disabled: true },
] as const;

function Controlled(props: Partial<ChoiceGroupProps<number>>) {
  const [value, setValue] = useState<number | null>(null);
  return <ChoiceGroup legend="Czas trwania" name="duration" options={OPTIONS} value={value} onChange={setValue} {...props} />;
}

describe('ChoiceGroup', () => {
  it('is a named group of radios, one checked at a time, with each detail in its label', async () => {
    renderWithTheme(<Controlled />);
    expect(screen.getByRole('group', { name: 'Czas trwania' })).toBeInTheDocument();
    const sixty = screen.getByRole('radio', { name: '60 min 80 zł' });
    await userEvent.click(sixty);
    expect(sixty).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '90 min 120 zł' }));
    expect(sixty).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '120 min' })).toBeDisabled();
  });

  it('ties the hint and the error to the group and the error to each radio', () => {
    renderWithTheme(<Controlled hint="Od 60 do 240 minut" error="Wybierz czas trwania" describedBy="elsewhere" />);
    const group = screen.getByRole('group', { name: 'Czas trwania' });
    expect(group).toHaveAttribute('aria-describedby', 'elsewhere duration-choice-hint duration-choice-error');
    expect(screen.getByRole('radio', { name: '60 min 80 zł' })).toHaveAccessibleDescription('Wybierz czas trwania');
  });

  it('reports the chosen value with its type and can be disabled as a whole', async () => {
    const onChange = jest.fn();
    const options = [{ value: 'online', label: 'Online' }];
    renderWithTheme(
      <>
        <ChoiceGroup legend="Płatność" name="payment" options={options} value={null} onChange={onChange} />
        <ChoiceGroup legend="Faktura" name="invoice" options={[{ value: 'yes', label: 'Tak' }]} value={null} onChange={onChange} disabled />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Online' }));
    expect(onChange).toHaveBeenCalledWith('online');
    expect(screen.getByRole('radio', { name: 'Tak' })).toBeDisabled();
  });

  it.each(['list', 'column'] as const)('as a %s keeps the radios, the keyboard and the names with their detail', async (direction) => {
    renderWithTheme(<Controlled direction={direction} />);
    const sixty = screen.getByRole('radio', { name: '60 min 80 zł' });
    await userEvent.click(sixty);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '90 min 120 zł' })).toBeChecked();
    expect(sixty).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '120 min' })).toBeDisabled();
  });
});
