import { act, render, screen } from '@testing-library/react';
import { WebFonts } from './web-fonts';

// Global styles leave no <style> element under jsdom, so the faces stand in as a marker element.
jest.mock('./font-faces', () => ({ FontFaces: () => <i data-testid="font-faces" /> }));

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));
/** Longer than the quiet time the font waits for, its animation frame and idle fallback. */
const afterIdle = () => wait(300);

describe('WebFonts', () => {
  it('adds the faces at once without a promise to wait for', () => {
    render(<WebFonts />);
    expect(screen.getByTestId('font-faces')).toBeInTheDocument();
  });

  it.each(['loaded', 'failed'] as const)('adds them only once the first view has settled (%s)', async (outcome) => {
    let settle: () => void = () => undefined;
    const after = new Promise<void>((resolve, reject) => {
      settle = outcome === 'loaded' ? resolve : () => reject(new Error('remote down'));
    });
    render(<WebFonts after={after} />);
    await afterIdle();
    expect(screen.queryByTestId('font-faces')).not.toBeInTheDocument();
    settle();
    await afterIdle();
    expect(screen.getByTestId('font-faces')).toBeInTheDocument();
  });

  it('waits while the page still shows a loading placeholder', async () => {
    const ready = Promise.resolve();
    const { rerender } = render(
      <>
        <WebFonts after={ready} />
        <div aria-busy="true" />
      </>,
    );
    await afterIdle();
    await afterIdle();
    expect(screen.queryByTestId('font-faces')).not.toBeInTheDocument();
    rerender(
      <>
        <WebFonts after={ready} />
        <div aria-busy="false" />
      </>,
    );
    await afterIdle();
    expect(screen.getByTestId('font-faces')).toBeInTheDocument();
  });

  it('waits while the page keeps changing', async () => {
    render(<WebFonts after={Promise.resolve()} />);
    const changing = document.body.appendChild(document.createElement('p'));
    for (let step = 0; step < 5; step += 1) {
      changing.textContent = String(step);
      await wait(100);
    }
    expect(screen.queryByTestId('font-faces')).not.toBeInTheDocument();
    await afterIdle();
    expect(screen.getByTestId('font-faces')).toBeInTheDocument();
    changing.remove();
  });
});
