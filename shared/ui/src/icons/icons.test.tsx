import { screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { Logo } from './logo';
import { SportIcon } from './sport-icons';

describe('SportIcon', () => {
  it('draws each sport of the platform its own icon and any other sport a generic one', () => {
    const { container } = renderWithTheme(
      <>
        <SportIcon sport="tennis" />
        <SportIcon sport="squash" />
        <SportIcon sport="padel" />
        <SportIcon sport="badminton" />
      </>,
    );
    const drawings = [...container.querySelectorAll('svg')].map((svg) => svg.innerHTML);
    expect(new Set(drawings).size).toBe(4);
    // Decorative by default: the sport's name beside it is what is read out.
    for (const svg of container.querySelectorAll('svg')) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('is named when it stands alone', () => {
    renderWithTheme(<SportIcon sport="padel" role="img" aria-label="Padel" />);
    expect(screen.getByRole('img', { name: 'Padel' })).toBeInTheDocument();
  });
});

describe('Logo', () => {
  it('is read out as the product name, visible or compact, the mark itself being decorative', () => {
    renderWithTheme(
      <>
        <a href="/">
          <Logo name="Venue" />
        </a>
        <a href="/home">
          <Logo name="Venue" compact />
        </a>
        <a href="/start">
          <Logo name="Venue" compact="phone" />
        </a>
      </>,
    );
    const links = screen.getAllByRole('link', { name: 'Venue' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
