import { render, screen } from '@testing-library/react';
import { Menu } from 'lucide';
import { createIcon } from './create-icon';

const MenuIcon = createIcon(Menu);

describe('createIcon', () => {
  it("draws Lucide's icon on its 24 px grid with a round current-colour stroke, hidden from assistive technology", () => {
    const { container } = render(<MenuIcon />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(svg).toHaveAttribute('width', '24');
    expect(svg).toHaveAttribute('stroke', 'currentColor');
    expect(svg).toHaveAttribute('stroke-width', '2');
    expect(svg).toHaveAttribute('stroke-linecap', 'round');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect([...(svg?.querySelectorAll('path') ?? [])].map((path) => path.getAttribute('d'))).toEqual(Menu.map(([, { d }]) => d));
  });

  it('takes a size and any SVG attribute (a filled moon for the dark theme)', () => {
    const { container } = render(<MenuIcon size={20} fill="currentColor" className="mark" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', '20');
    expect(svg).toHaveAttribute('height', '20');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg).toHaveClass('mark');
  });

  it('is read out when named', () => {
    render(<MenuIcon role="img" aria-label="Menu" />);
    expect(screen.getByRole('img', { name: 'Menu' })).not.toHaveAttribute('aria-hidden');
  });
});
