import { render } from '@testing-library/react';
import { AddressText } from './address-text';

describe('AddressText', () => {
  it('keeps the postcode in one unbreakable piece and the text unchanged', () => {
    const { container } = render(<AddressText text="ul. Puławska 182, 02-670 Warszawa" />);
    expect(container).toHaveTextContent('ul. Puławska 182, 02-670 Warszawa');
    const postcode = container.querySelector('[data-postcode]');
    expect(postcode).toHaveTextContent(/^02-670$/);
    expect(postcode).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('leaves an address without a postcode as it is', () => {
    const { container } = render(<AddressText text="ul. Żółwia 12, Warszawa" />);
    expect(container.innerHTML).toBe('ul. Żółwia 12, Warszawa');
  });
});
