import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { loadTrainerTranslations } from '../translations/all-languages';
import { TRAINER_PAGE_PARTS } from '../translations/page-parts';
import routesModule from './routes-module';

// Every page is real: no placeholder to check. A signed-out render shows each page's "not a trainer" note.
const { renderAt } = describeRoutesModule({ routesModule, translations: loadTrainerTranslations, pageParts: TRAINER_PAGE_PARTS });

describe('trainer routes', () => {
  it('sends /trainer-profile on to the trainer reservations, fetched with their strings', async () => {
    renderAt('/trainer-profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/trainer-reservations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rezerwacje trenera' })).toBeInTheDocument();
  });

  it('fetches the working hours page on first use', async () => {
    renderAt('/trainer-schedule');
    expect(await screen.findByRole('heading', { level: 1, name: 'Godziny pracy' })).toBeInTheDocument();
    expect(await screen.findByText('Nie masz profilu trenera')).toBeInTheDocument();
  });
});
