import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render-with-theme';
import { Button } from './button';

describe('Button', () => {
  it('is a real button of type button, reachable and pressable with the keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<Button onClick={onClick}>Zapisz</Button>);
    const button = screen.getByRole('button', { name: 'Zapisz' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('has a 44 px minimum touch target', () => {
    renderWithTheme(<Button>OK</Button>);
    const style = getComputedStyle(screen.getByRole('button'));
    expect(style.minHeight).toBe('44px');
    expect(style.minWidth).toBe('44px');
  });

  it('while loading says it is busy, keeps its name and focus, and ignores presses', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Wyślij
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Wyślij' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Wyślij
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
