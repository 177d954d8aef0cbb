import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { focusSectionHeading, SectionCard } from './section-card';

describe('SectionCard', () => {
  it('is a region named by its h2, with a muted description and its content', () => {
    renderWithTheme(
      <SectionCard title="Dane konta" description="Tak widzi Cię obiekt.">
        <p>Treść</p>
      </SectionCard>,
    );
    const region = screen.getByRole('region', { name: 'Dane konta' });
    expect(region.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Dane konta' })).toBeInTheDocument();
    expect(region).toHaveTextContent('Tak widzi Cię obiekt.');
    expect(region).toHaveTextContent('Treść');
  });

  it('is an anchor of in-page navigation whose heading code can focus', () => {
    renderWithTheme(
      <SectionCard id="children" title="Dzieci" level={3} focusableHeading actions={<button type="button">Dodaj</button>}>
        <p>Brak dzieci</p>
      </SectionCard>,
    );
    expect(screen.getByRole('region', { name: 'Dzieci' })).toHaveAttribute('id', 'children');
    const heading = screen.getByRole('heading', { level: 3, name: 'Dzieci' });
    expect(heading).toHaveAttribute('id', 'children-heading');
    expect(screen.getByRole('button', { name: 'Dodaj' })).toBeInTheDocument();
    act(() => focusSectionHeading('children'));
    expect(heading).toHaveFocus();
  });
});
