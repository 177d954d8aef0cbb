import { render, screen } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { setUpHostTranslations } from '../../../testing/render-host';
import { Footer } from './footer';

beforeAll(setUpHostTranslations);

it('holds the provider note, both legal PDFs and the copyright of the given year', () => {
  render(
    <UiProvider>
      <Footer year={2031} />
    </UiProvider>,
  );
  expect(screen.getByText('System rezerwacji obiektów sportowych dostarcza Venue.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Regulamin (PDF)' })).toHaveAttribute('href', '/docs/regulamin.pdf');
  expect(screen.getByRole('link', { name: 'Polityka prywatności (PDF)' })).toHaveAttribute('href', '/docs/polityka-prywatnosci.pdf');
  expect(screen.getByText('© 2031 Venue. Wszelkie prawa zastrzeżone.')).toBeInTheDocument();
});
