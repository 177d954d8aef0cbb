import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightTheme } from '../theme/themes';
import { Heading } from './heading';

describe('Heading', () => {
  it('is an h2 in the large size by default', () => {
    renderWithTheme(<Heading>Płatność</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Płatność' });
    expect(getComputedStyle(heading).fontSize).toBe(lightTheme.font.sizeLg);
  });

  it('takes its level from the outline and its size from the design', () => {
    renderWithTheme(
      <>
        <Heading level={3}>Kort 1</Heading>
        <Heading level={3} size="lg">
          Anuluj rezerwację
        </Heading>
      </>,
    );
    expect(getComputedStyle(screen.getByRole('heading', { level: 3, name: 'Kort 1' })).fontSize).toBe(lightTheme.font.sizeMd);
    expect(getComputedStyle(screen.getByRole('heading', { level: 3, name: 'Anuluj rezerwację' })).fontSize).toBe(lightTheme.font.sizeLg);
  });

  it('passes id, tabIndex and ref through, so code can move focus to it', () => {
    const ref = { current: null as HTMLHeadingElement | null };
    renderWithTheme(
      <Heading id="summary-heading" tabIndex={-1} ref={ref}>
        Podsumowanie
      </Heading>,
    );
    ref.current?.focus();
    expect(screen.getByRole('heading', { name: 'Podsumowanie' })).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Podsumowanie' })).toHaveAttribute('id', 'summary-heading');
  });
});
