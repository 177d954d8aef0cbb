import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { darkTheme, lightTheme } from '../theme/themes';
import { Text } from './text';

// jsdom reports colours as rgb(); the theme spells them in hex.
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

describe('Text', () => {
  it('is a paragraph in the body style by default', () => {
    renderWithTheme(<Text>Zwykły tekst</Text>);
    const text = screen.getByText('Zwykły tekst');
    expect(text.tagName).toBe('P');
    expect(getComputedStyle(text).color).not.toBe(rgb(lightTheme.colors.textMuted));
  });

  it('muted uses the muted colour of the theme in use, small also the small size', () => {
    renderWithTheme(
      <>
        <Text variant="muted">Opis</Text>
        <Text variant="small">Przypis</Text>
      </>,
      darkTheme,
    );
    expect(getComputedStyle(screen.getByText('Opis')).color).toBe(rgb(darkTheme.colors.textMuted));
    const small = getComputedStyle(screen.getByText('Przypis'));
    expect(small.color).toBe(rgb(darkTheme.colors.textMuted));
    expect(small.fontSize).toBe(darkTheme.font.sizeSm);
  });

  it('renders as another element and keeps the variant out of the DOM', () => {
    renderWithTheme(
      <Text as="span" variant="strong">
        Ważne
      </Text>,
    );
    const text = screen.getByText('Ważne');
    expect(text.tagName).toBe('SPAN');
    expect(text).not.toHaveAttribute('variant');
    expect(getComputedStyle(text).fontWeight).toBe(String(lightTheme.font.weightBold));
  });
});
