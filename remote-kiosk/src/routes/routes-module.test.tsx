import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { kioskTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

const { renderAt } = describeRoutesModule({
  routesModule,
  translations: kioskTranslations,
  placeholder: {
    path: '/self-checkout/1',
    heading: 'Kiosk samoobsługowy',
    link: { name: 'Pobierz aplikację mobilną', to: '/get-mobile-app' },
  },
});

describe('kiosk routes', () => {
  it('self-checkout keeps an optional reservation id in its path', () => {
    renderAt('/self-checkout/1/0b7e9d5a-1b2c-4d3e-9f00-000000000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
  });
});
