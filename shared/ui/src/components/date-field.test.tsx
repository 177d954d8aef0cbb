import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render-with-theme';
import { DateField } from './date-field';

function Controlled({ onCommit, initial = '' }: { readonly onCommit: (value: string) => void; readonly initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Od dnia"
        value={value}
        onCommit={(next) => {
          onCommit(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2030-01-07')}>
        7 dni
      </button>
    </>
  );
}

describe('DateField', () => {
  it('is a labelled date input with the text field’s hint and error', () => {
    renderWithTheme(<DateField label="Do dnia" value="2030-06-03" hint="Włącznie" error="Zły zakres" onCommit={jest.fn()} />);
    const input = screen.getByLabelText('Do dnia');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveValue('2030-06-03');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Włącznie Zły zakres');
  });

  it('hands on whole, plausible days only: typing a year passes no years 2, 20 and 202', () => {
    const onCommit = jest.fn();
    renderWithTheme(<Controlled onCommit={onCommit} />);
    const input = screen.getByLabelText('Od dnia');
    for (const partial of ['0002-06-03', '0020-06-03', '0202-06-03']) fireEvent.change(input, { target: { value: partial } });
    expect(onCommit).not.toHaveBeenCalled();
    // The draft stays in the field while it is typed.
    expect(input).toHaveValue('0202-06-03');
    fireEvent.change(input, { target: { value: '2030-06-03' } });
    expect(onCommit).toHaveBeenCalledWith('2030-06-03');
    fireEvent.change(input, { target: { value: '' } });
    expect(onCommit).toHaveBeenLastCalledWith('');
  });

  it('shows the committed day again when left with a partial one, and takes a new value from outside at once', () => {
    const onCommit = jest.fn();
    renderWithTheme(<Controlled onCommit={onCommit} initial="2030-06-03" />);
    const input = screen.getByLabelText('Od dnia');
    fireEvent.change(input, { target: { value: '0020-06-03' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('2030-06-03');
    fireEvent.change(input, { target: { value: '0020-06-03' } });
    fireEvent.click(screen.getByRole('button', { name: '7 dni' }));
    expect(input).toHaveValue('2030-01-07');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
