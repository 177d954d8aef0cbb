import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { lightTheme } from '../theme/themes';
import { PlainList } from './plain-list';

describe('PlainList', () => {
  it('is a list without bullets, indent or margins, its items in a column', () => {
    renderWithTheme(
      <PlainList aria-label="Karnety">
        <li>Poranny</li>
        <li>Wieczorny</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Karnety' });
    expect(list.tagName).toBe('UL');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const style = getComputedStyle(list);
    expect([style.listStyle, style.margin, style.padding, style.display]).toEqual(['none', '0px', '0px', 'grid']);
    expect(style.gap).toBe('0');
    // Not the implicit `auto` column, which grows to the widest item's content and widens the page.
    expect(style.gridTemplateColumns).toBe('minmax(0, 1fr)');
  });

  it('puts a theme gap between the items, in a wrapping row when asked', () => {
    renderWithTheme(
      <PlainList aria-label="Sporty" $direction="row" $gap="sm">
        <li>Tenis</li>
      </PlainList>,
    );
    const style = getComputedStyle(screen.getByRole('list', { name: 'Sporty' }));
    expect([style.display, style.flexWrap, style.gap]).toEqual(['flex', 'wrap', lightTheme.space.sm]);
  });

  it('renders an ordered list when the order means something', () => {
    renderWithTheme(
      <PlainList as="ol" aria-label="Kroki" $gap="md">
        <li>Kort</li>
      </PlainList>,
    );
    const list = screen.getByRole('list', { name: 'Kroki' });
    expect(list.tagName).toBe('OL');
    expect(getComputedStyle(list).gap).toBe(lightTheme.space.md);
  });
});
