import { render, screen } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../testing/render-at';
import { PaymentBadge, StateBadge } from './status-badges';

beforeAll(setUpTranslations);

describe('StateBadge', () => {
  it('may wrap a long label on a narrow screen instead of overflowing it', () => {
    render(
      <UiProvider>
        <StateBadge state="cancelled_not_on_time" />
      </UiProvider>,
    );
    const badge = screen.getByText('Odwołana po terminie');
    expect(badge).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(badge).toHaveStyle({ maxWidth: '100%' });
  });
});

describe('PaymentBadge', () => {
  it('shows a refunded reservation as refunded, not in the paid tone', () => {
    render(
      <UiProvider>
        <PaymentBadge status="refunded" />
        <PaymentBadge status="paid" />
      </UiProvider>,
    );
    const refunded = screen.getByText('Zwrócona');
    expect(refunded).toHaveAttribute('data-payment-status', 'refunded');
    expect(getComputedStyle(refunded).borderColor).not.toBe(getComputedStyle(screen.getByText('Opłacona')).borderColor);
  });
});
