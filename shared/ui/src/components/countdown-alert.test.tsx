import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '../theme/themes';
import { CountdownAlert } from './countdown-alert';

describe('CountdownAlert', () => {
  it('shows the ticking text but keeps what assistive technology reads at the first reading', () => {
    const { rerender } = render(
      <ThemeProvider theme={lightTheme}>
        <CountdownAlert text="Try again in 57 seconds." />
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider theme={lightTheme}>
        <CountdownAlert text="Try again in 54 seconds." />
      </ThemeProvider>,
    );
    expect(screen.getByText('Try again in 54 seconds.')).toHaveAttribute('aria-hidden', 'true');
    const announced = screen.getByText('Try again in 57 seconds.');
    expect(announced.closest('[aria-hidden]')).toBeNull();
    expect(screen.getByRole('alert')).toContainElement(announced);
  });
});
