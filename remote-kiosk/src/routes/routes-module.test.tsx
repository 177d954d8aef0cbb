import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { kioskTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

// Every page of the kiosk is real: no placeholder to check.
const { renderAt } = describeRoutesModule({ routesModule, translations: kioskTranslations });

describe('kiosk routes', () => {
  it('self-checkout keeps an optional reservation id in its path, and asks an unactivated kiosk to be activated', () => {
    window.localStorage.clear();
    renderAt('/self-checkout/1/0b7e9d5a-1b2c-4d3e-9f00-000000000001');
    expect(screen.getByTestId('location')).toHaveTextContent('/self-checkout/1/0b7e9d5a-1b2c-4d3e-9f00-000000000001');
    expect(screen.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aktywuj ten kiosk' })).toBeInTheDocument();
  });
});
