import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { Checkbox } from '@venue/ui';

/** The account page lands on the section its URL's hash names (remote-account, billing-section.tsx). */
export const BILLING_SECTION_HASH = '#billing';

interface Props {
  readonly hasBillingData: boolean;
  readonly value: boolean;
  readonly onChange: (value: boolean) => void;
}

/** An invoice needs billing data in the profile; without it the box is off, with a way to add them. */
export function InvoiceField({ hasBillingData, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  return (
    <Checkbox
      label={t('courtsBooking.options.invoice')}
      checked={hasBillingData && value}
      disabled={!hasBillingData}
      onChange={(event) => onChange(event.target.checked)}
      hint={
        hasBillingData ? undefined : (
          <>
            {t('courtsBooking.options.invoiceNeedsBilling')}{' '}
            <Link to={{ pathname: paths.yourAccount(), hash: BILLING_SECTION_HASH }}>{t('courtsBooking.options.addBillingData')}</Link>
          </>
        )
      }
    />
  );
}
