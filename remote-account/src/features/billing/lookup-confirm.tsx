import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CompanyLookupResponse } from '@venue/api/schemas/billing';
import { Button, Stack, Text } from '@venue/ui';
import type { BillingTextField } from './billing-values';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};
  color: ${({ theme }) => theme.colors.text};
`;

export interface LookupConfirmProps {
  readonly found: CompanyLookupResponse;
  readonly conflicts: readonly BillingTextField[];
  readonly onAccept: () => void;
  readonly onKeep: () => void;
}

/** Asks before the registry's data replaces what the user typed; takes focus so it is not missed. */
export function LookupConfirm({ found, conflicts, onAccept, onKeep }: LookupConfirmProps) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const fields = conflicts.map((field) => t(`billing.fields.${field}`)).join(', ');
  return (
    <Box ref={ref} role="group" aria-labelledby="billing-lookup-question" tabIndex={-1}>
      <Stack $gap="sm">
        <p id="billing-lookup-question">{t('actions.companyLookup.confirm', { fields })}</p>
        <Text variant="muted">
          {t('actions.companyLookup.found', { name: found.name, address: `${found.street}, ${found.postalCode} ${found.city}` })}
        </Text>
        <Stack $direction="row" $gap="sm" $wrap>
          <Button onClick={onAccept}>{t('actions.companyLookup.replace')}</Button>
          <Button variant="secondary" onClick={onKeep}>
            {t('actions.companyLookup.keep')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
