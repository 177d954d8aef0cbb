import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Child } from '@venue/api';
import { localeOf, useLanguage } from '@venue/i18n';
import { Alert, Button, Heading, Stack, Text } from '@venue/ui';
import { ConfirmBox } from '../../components/confirm-box';
import { isCancelled } from '../../lib/field-errors';
import { useQuestionFocus } from '../../lib/use-question-focus';

type DeleteState = 'idle' | 'confirm' | 'deleting' | 'failed';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

/** A calendar date (no time zone involved) in the interface language, e.g. "12 marca 2016". */
function formatBirthDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export interface ChildItemProps {
  readonly child: Child;
  readonly venueName: string;
  readonly onEdit: () => void;
  /** Deletes on the server; throws on failure. */
  readonly onDelete: () => Promise<void>;
}

/** One child profile with edit and a delete that asks first. */
export function ChildItem({ child, venueName, onEdit, onDelete }: ChildItemProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [state, setState] = useState<DeleteState>('idle');
  const { questionRef: confirmRef, openerRef: deleteRef, returnFocus } = useQuestionFocus(state === 'confirm');
  const name = `${child.first_name} ${child.last_name}`;
  const headingId = `child-${child.id}-name`;

  const cancel = () => {
    setState('idle');
    returnFocus();
  };

  const confirm = async () => {
    setState('deleting');
    try {
      await onDelete();
    } catch (error) {
      if (!isCancelled(error)) setState('failed');
    }
  };

  return (
    <Item>
      <Heading level={3} id={headingId}>
        {name}
      </Heading>
      <Text variant="muted">
        {t('children.summary', {
          birthDate: formatBirthDate(child.birth_date, localeOf(language)),
          gender: t(`children.gender.${child.gender}`),
          venue: venueName,
        })}
      </Text>
      {state === 'failed' && <Alert>{t('children.deleteFailed', { name })}</Alert>}
      {state === 'confirm' || state === 'deleting' ? (
        <ConfirmBox ref={confirmRef} role="group" aria-labelledby={`${headingId}-confirm`} tabIndex={-1}>
          <Stack $gap="sm">
            <p id={`${headingId}-confirm`}>{t('children.deleteQuestion', { name })}</p>
            <Stack $direction="row" $gap="sm" $wrap>
              <Button variant="danger" loading={state === 'deleting'} onClick={() => void confirm()}>
                {t('children.deleteConfirm')}
              </Button>
              <Button variant="secondary" onClick={cancel}>
                {t('children.deleteCancel')}
              </Button>
            </Stack>
          </Stack>
        </ConfirmBox>
      ) : (
        <Stack $direction="row" $gap="sm" $wrap>
          <Button variant="secondary" aria-label={t('children.editNamed', { name })} onClick={onEdit}>
            {t('children.edit')}
          </Button>
          <Button ref={deleteRef} variant="secondary" aria-label={t('children.deleteNamed', { name })} onClick={() => setState('confirm')}>
            {t('children.delete')}
          </Button>
        </Stack>
      )}
    </Item>
  );
}
