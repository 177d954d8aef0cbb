import { useReducer } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { SHARE_FIELDS, type ShareField } from '@venue/api/schemas/statistics';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, Checkbox, ErrorState, Fieldset, Heading, Legend, LoadingState, SectionCard, Stack, Text } from '@venue/ui';
import { createShareLink, previewShareCard, shareCardPreviewKey, shareLinksKey } from '../../../api/statistics';
import { CreatedLink } from './created-link';
import { ShareCardView } from './share-card-view';
import { initialShareState, nextShareToken, shareReducer } from './share-state';

const Choices = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/**
 * Share the month as a card: tick what it shows, see it as others will (the server's preview of
 * the same choice), make the link (`POST /app/url_shortener`), then copy or send it.
 */
export function SharePanel({ month }: { readonly month: string }) {
  const { t } = useTranslation('account');
  const { mutate } = useSWRConfig();
  const userId = useAuthStore((s) => s.user?.id);
  const [state, dispatch] = useReducer(shareReducer, initialShareState);
  const request = { month, fields: [...state.fields] };
  const preview = useSWR(state.fields.length > 0 ? shareCardPreviewKey(request) : null, () => previewShareCard(request), {
    keepPreviousData: true,
  });

  const create = async () => {
    if (state.step !== 'choosing' || userId === undefined || state.fields.length === 0) return;
    const token = nextShareToken(state);
    dispatch({ type: 'create', token });
    try {
      const link = await createShareLink({ user_id: userId, short_url_token: token, month, fields: [...state.fields] });
      dispatch({ type: 'created', link });
      void mutate(shareLinksKey());
    } catch (error) {
      dispatch({ type: 'failed', reason: isApiError(error) && error.code === 'SHARE_LINK_LIMIT_REACHED' ? 'limit' : 'failed' });
    }
  };

  if (state.step === 'created') {
    return (
      <SectionCard title={t('statistics.share.title')}>
        <CreatedLink link={state.link} onAgain={() => dispatch({ type: 'again' })} />
      </SectionCard>
    );
  }

  const creating = state.step === 'creating';
  return (
    <SectionCard title={t('statistics.share.title')} description={t('statistics.share.intro')}>
      <Fieldset $gap="sm">
        <Legend>{t('statistics.share.fieldsLegend')}</Legend>
        <Choices>
          {SHARE_FIELDS.map((field: ShareField) => (
            <Checkbox
              key={field}
              label={t(`statistics.share.fields.${field}`)}
              checked={state.fields.includes(field)}
              disabled={creating}
              onChange={() => dispatch({ type: 'toggle', field })}
            />
          ))}
        </Choices>
      </Fieldset>
      <Stack $gap="sm">
        <Heading level={3}>{t('statistics.share.preview')}</Heading>
        {state.fields.length === 0 ? (
          <Text variant="muted">{t('statistics.share.noFields')}</Text>
        ) : preview.data ? (
          <ShareCardView card={preview.data} />
        ) : preview.error ? (
          <ErrorState message={t('statistics.share.previewFailed')} onRetry={() => void preview.mutate()} retrying={preview.isValidating} />
        ) : (
          <LoadingState label={t('statistics.share.previewLoading')} />
        )}
      </Stack>
      {state.step === 'choosing' && state.error && (
        <Alert tone="error">{t(state.error === 'limit' ? 'statistics.share.limitReached' : 'statistics.share.createFailed')}</Alert>
      )}
      <div>
        <Button onClick={() => void create()} loading={creating} disabled={state.fields.length === 0 || userId === undefined}>
          {creating ? t('statistics.share.creating') : t('statistics.share.create')}
        </Button>
      </div>
    </SectionCard>
  );
}
