import { screen } from '@testing-library/react';
import { contrastRatio } from '../theme/contrast';
import { darkTheme, lightTheme } from '../theme/themes';
import { renderWithTheme } from '../testing/render-with-theme';
import { Badge, type BadgeTone } from './badge';

const TONES: readonly BadgeTone[] = ['success', 'warning', 'info', 'danger', 'neutral'];

/** jsdom answers computed colours as `rgb(r, g, b)`; the theme holds `#rrggbb`. */
function hex(rgb: string): string {
  const parts = rgb.match(/\d+/g) ?? [];
  return `#${parts
    .slice(0, 3)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('Badge', () => {
  it('is a span with its words, passing attributes through', () => {
    renderWithTheme(
      <Badge tone="info" data-state="owner" title="Właściciel konta">
        Właściciel
      </Badge>,
    );
    const badge = screen.getByText('Właściciel');
    expect(badge.tagName).toBe('SPAN');
    expect(badge).toHaveAttribute('data-state', 'owner');
    expect(badge).toHaveAttribute('title', 'Właściciel konta');
  });

  it.each(TONES.flatMap((tone) => [[tone, 'light', lightTheme] as const, [tone, 'dark', darkTheme] as const]))(
    'in the %s tone reads at 4.5:1 or more on its tint (%s theme)',
    (tone, _name, theme) => {
      renderWithTheme(<Badge tone={tone}>{tone}</Badge>, theme);
      const style = getComputedStyle(screen.getByText(tone));
      expect(contrastRatio(hex(style.color), hex(style.backgroundColor))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives each tone its own tint', () => {
    renderWithTheme(
      <>
        {TONES.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const tints = TONES.map((tone) => hex(getComputedStyle(screen.getByText(tone)).backgroundColor));
    expect(new Set(tints).size).toBe(TONES.length);
    expect(tints[0]).toBe(lightTheme.colors.successSubtle);
  });
});
