import { screen } from '@testing-library/react';
import { initI18n } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { renderWithTheme } from '../testing/render-with-theme';
import { Skeleton, SkeletonGroup } from './skeleton';

beforeAll(async () => {
  await loadAllLanguages();
  await initI18n().changeLanguage('pl');
});

describe('Skeleton', () => {
  it('is a busy region announced as loading, its shapes hidden from assistive technology', () => {
    renderWithTheme(
      <SkeletonGroup label="Ładowanie terminów">
        <Skeleton width="6rem" height="2.75rem" radius="md" />
        <Skeleton />
      </SkeletonGroup>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Ładowanie terminów');
    const shapes = region.querySelectorAll('[data-skeleton]');
    expect(shapes).toHaveLength(2);
    for (const shape of shapes) expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says "loading" in the current language without a label', () => {
    renderWithTheme(
      <SkeletonGroup>
        <Skeleton />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/Ładowanie/);
  });

  /** The CSS styled-components injected for the element's own class. */
  function rulesOf(element: Element | null): string {
    const css = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join('\n');
    const classes = Array.from(element?.classList ?? []);
    return css
      .split('}')
      .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
      .join('}');
  }

  it('takes the size it is given, so the content replaces it without a jump', () => {
    renderWithTheme(<Skeleton width="12rem" height="2rem" />);
    const shape = document.querySelector('[data-skeleton]');
    expect(getComputedStyle(shape as Element).width).toBe('12rem');
    expect(getComputedStyle(shape as Element).height).toBe('2rem');
  });

  it('stops pulsing for readers who ask for reduced motion', () => {
    renderWithTheme(<Skeleton />);
    const css = document.querySelectorAll('style');
    const text = Array.from(css, (style) => style.textContent ?? '').join('\n');
    expect(rulesOf(document.querySelector('[data-skeleton]'))).toMatch(/animation:/);
    expect(text).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^{]*\{animation:none;?\}/);
  });
});
