import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SportType } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, ErrorState, LoadingState, Select, Stack, SectionCard } from '@venue/ui';
import { sportName } from '@venue/i18n';
import { saveSportSkill } from '../../api/profile';
import { useSportTypes } from '../../api/use-venues';
import { FormActions } from '../../components/save-status';
import { GAME_LEVELS } from './game-levels';

export const GAME_LEVELS_ID = 'game-levels';

type SaveState = { readonly status: 'editing' | 'saving' | 'saved' | 'unchanged' | 'failed' };

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
`;

/** What each sport's select shows: the saved level, or '' when none is set. */
type Levels = Readonly<Record<number, string>>;

function savedLevels(skills: readonly { sport_type_id: number; level: number }[]): Levels {
  return Object.fromEntries(skills.map((skill) => [skill.sport_type_id, String(skill.level)]));
}

/** Self-rated level 0–6 per sport, saved with POST /user/sport_skill/{sportTypeId}. */
export function GameLevelsSection() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const sports = useSportTypes();
  const saved = savedLevels(user?.user_sport_skill ?? []);
  const [edited, setEdited] = useState<Levels>({});
  const [save, setSave] = useState<SaveState>({ status: 'editing' });

  const valueOf = (sportId: number) => edited[sportId] ?? saved[sportId] ?? '';

  const submit = async (event: FormEvent, types: readonly SportType[]) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    const changed = types.filter((sport) => valueOf(sport.id) !== '' && valueOf(sport.id) !== (saved[sport.id] ?? ''));
    if (changed.length === 0) {
      setSave({ status: 'unchanged' });
      return;
    }
    setSave({ status: 'saving' });
    try {
      for (const sport of changed) {
        // Each answer is the whole profile; the shared store follows every step.
        setUser(await saveSportSkill(sport.id, Number(valueOf(sport.id))));
      }
    } catch {
      // Edits stay selected so a retry sends them again (a repeated level is harmless).
      setSave({ status: 'failed' });
      return;
    }
    setEdited({});
    setSave({ status: 'saved' });
  };

  const body = (() => {
    const types = sports.data;
    if (types === undefined) {
      if (sports.error === undefined) return <LoadingState />;
      return <ErrorState message={t('gameLevels.loadFailed')} onRetry={() => void sports.mutate()} retrying={sports.isValidating} />;
    }
    if (types.length === 0) return <p>{t('gameLevels.empty')}</p>;
    return (
      <form noValidate aria-labelledby={`${GAME_LEVELS_ID}-heading`} onSubmit={(event) => void submit(event, types)}>
        <Stack>
          {save.status === 'failed' && <Alert>{t('gameLevels.saveFailed')}</Alert>}
          <Grid>
            {types.map((sport) => {
              const value = valueOf(sport.id);
              return (
                <Select
                  key={sport.id}
                  id={`game-level-${sport.id}`}
                  label={sportName(sport)}
                  value={value}
                  onChange={(event) => {
                    const next = event.target.value;
                    setEdited((current) => ({ ...current, [sport.id]: next }));
                    if (save.status !== 'saving') setSave({ status: 'editing' });
                  }}
                >
                  {value === '' && <option value="">{t('gameLevels.notSet')}</option>}
                  {GAME_LEVELS.map(({ level, code }) => (
                    <option key={level} value={String(level)}>
                      {t('gameLevels.option', { level, name: t(`gameLevels.level.${code}`) })}
                    </option>
                  ))}
                </Select>
              );
            })}
          </Grid>
          <FormActions
            status={save.status === 'saved' ? t('gameLevels.saved') : save.status === 'unchanged' ? t('gameLevels.unchanged') : null}
          >
            <Button type="submit" loading={save.status === 'saving'}>
              {t('gameLevels.submit')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    );
  })();

  return (
    <SectionCard focusableHeading id={GAME_LEVELS_ID} title={t('gameLevels.title')} description={t('gameLevels.description')}>
      {body}
    </SectionCard>
  );
}
