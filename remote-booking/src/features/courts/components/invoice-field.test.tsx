import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../../testing/render-at';
import { InvoiceField } from './invoice-field';

beforeAll(setUpTranslations);

function renderField(hasBillingData: boolean) {
  render(
    <UiProvider>
      <MemoryRouter>
        <InvoiceField hasBillingData={hasBillingData} value onChange={() => undefined} />
      </MemoryRouter>
    </UiProvider>,
  );
}

describe('InvoiceField', () => {
  it('without billing data is off and links straight to the billing section of the account page', () => {
    renderField(false);
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/your-account#billing');
  });

  it('with billing data can be ticked and needs no link', () => {
    renderField(true);
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
