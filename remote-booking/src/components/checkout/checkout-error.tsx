import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { Alert, Button, Stack } from '@venue/ui';
import type { CheckoutErrorView, CheckoutRemedy } from './checkout-errors';

/** The way forward a kind offers for a remedy: a button that moves its flow, or a link to another page. */
export type CheckoutRemedyAction = { readonly label: string } & ({ readonly onClick: () => void } | { readonly to: string });

export interface CheckoutErrorProps {
  /** What the booking threw. */
  readonly error: unknown;
  readonly view: CheckoutErrorView;
  /** Where the kind keeps its messages, e.g. `courtsBooking.errors`. */
  readonly keyPrefix: string;
  /** The kind's way forward for each remedy it handles; the one for `view.remedy` shows. */
  readonly remedies?: Partial<Record<CheckoutRemedy, CheckoutRemedyAction>>;
  /** More words of the kind's, under the message. */
  readonly children?: ReactNode;
}

/** A refused booking: the message, what the server found invalid field by field, and the way forward. */
export function CheckoutError({ error, view, keyPrefix, remedies = {}, children }: CheckoutErrorProps) {
  const { t } = useTranslation('booking');
  const action = remedies[view.remedy];
  return (
    <Alert>
      <Stack $gap="sm" $align="flex-start">
        <span>
          {view.absolute ? t(view.key) : view.ns ? t(view.key, { ns: view.ns }) : t(`${keyPrefix}.${view.key}`, { ...view.params })}
        </span>
        {isApiError(error) && Object.keys(error.fieldErrors).length > 0 && (
          <ul>
            {Object.entries(error.fieldErrors).map(([field, problem]) => (
              <li key={field}>{t(problem.key, { ns: 'common', ...problem.params })}</li>
            ))}
          </ul>
        )}
        {children}
        {action &&
          ('to' in action ? (
            <Link to={action.to}>{action.label}</Link>
          ) : (
            <Button variant="link" onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
      </Stack>
    </Alert>
  );
}
