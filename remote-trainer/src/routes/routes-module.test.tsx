import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { trainerTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

// The overview's link leads to the working hours, another page of this remote.
const overview = { path: '/trainer-profile/overview', heading: 'Profil trenera – przegląd' };

const { renderAt } = describeRoutesModule({
  routesModule,
  translations: trainerTranslations,
  placeholder: { ...overview, link: { name: 'Przejdź do godzin pracy', to: '/trainer-schedule' } },
});

describe('trainer routes', () => {
  it('sends /trainer-profile on to the trainer reservations', () => {
    renderAt('/trainer-profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/trainer-reservations');
    expect(screen.getByRole('heading', { level: 1, name: 'Rezerwacje trenera' })).toBeInTheDocument();
  });
});
