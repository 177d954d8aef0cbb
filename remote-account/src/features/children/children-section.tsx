import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Child, User } from '@venue/api';
import type { ChildRequest } from '@venue/api/schemas/account';
import { useAuthStore } from '@venue/auth-store';
import { Button, ErrorState, LoadingState, PlainList, Stack, lazyPage, SectionCard, focusSectionHeading } from '@venue/ui';
import { createChild, deleteChild, updateChild } from '../../api/children';
import { useVenues } from '../../api/use-venues';
import { FormActions } from '../../components/save-status';
import { loadActionStrings } from '../../translations/page-parts';
import type { ChildFormProps } from './child-form';
import type { ChildItemProps } from './child-item';
import { childValuesOf } from './child-values';

// The form (code and words) opens on "add" or "edit"; until then the section needs only the list.
const ChildForm = lazyPage<ChildFormProps>(
  () => Promise.all([import('./child-form'), loadActionStrings()]).then(([m]) => m.ChildForm),
  'ChildForm',
);

// A profile in the list: needed only by parents (most accounts have no child). It is fetched as
// soon as the section renders with children, beside the venue list the list waits for anyway.
const loadChildItem = () => import('./child-item');
const ChildItem = lazyPage<ChildItemProps>(() => loadChildItem().then((m) => m.ChildItem), 'ChildItem', null);

export const CHILDREN_ID = 'children';

type Mode = { readonly kind: 'list' } | { readonly kind: 'add' } | { readonly kind: 'edit'; readonly childId: number };

const NO_CHILDREN: readonly Child[] = [];

/** Parent profile: the children a parent enrols in classes and courses (add, edit, delete). */
export function ChildrenSection() {
  const { t } = useTranslation('account');
  const user = useAuthStore((state) => state.user);
  const children = user?.children ?? NO_CHILDREN;
  const setUser = useAuthStore((state) => state.setUser);
  const venues = useVenues();
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [status, setStatus] = useState<string | null>(null);
  const hasChildren = children.length > 0;
  useEffect(() => {
    if (hasChildren) loadChildItem().catch(() => undefined);
  }, [hasChildren]);

  const body = (() => {
    const list = venues.data;
    if (list === undefined) {
      if (venues.error === undefined) return <LoadingState />;
      return <ErrorState message={t('children.loadFailed')} onRetry={() => void venues.mutate()} retrying={venues.isValidating} />;
    }
    const venueName = (venueId: number) => list.find((venue) => venue.id === venueId)?.name ?? t('children.unknownVenue', { id: venueId });
    // A parent with one venue most likely enrols there.
    const profiles = user?.user_venue_profiles ?? [];
    const defaultVenueId = profiles.length === 1 && profiles[0] ? profiles[0].venue_id : null;

    const finish = (saved: User, message: string) => {
      setUser(saved);
      setMode({ kind: 'list' });
      setStatus(message);
      requestAnimationFrame(() => focusSectionHeading(CHILDREN_ID));
    };
    const add = async (request: ChildRequest, signal: AbortSignal) => {
      finish(await createChild(request, signal), t('actions.childForm.added', { name: `${request.first_name} ${request.last_name}` }));
    };
    const edit = (child: Child) => async (request: ChildRequest, signal: AbortSignal) => {
      finish(
        await updateChild(child.id, request, signal),
        t('actions.childForm.updated', { name: `${request.first_name} ${request.last_name}` }),
      );
    };
    const remove = (child: Child) => async () => {
      finish(
        await deleteChild(child.id, child.venue_id),
        t('actions.childDelete.deleted', { name: `${child.first_name} ${child.last_name}` }),
      );
    };
    const closeForm = () => {
      setMode({ kind: 'list' });
      requestAnimationFrame(() => focusSectionHeading(CHILDREN_ID));
    };

    return (
      <Stack>
        {children.length === 0 && mode.kind !== 'add' && <p>{t('children.empty')}</p>}
        {children.length > 0 && (
          <PlainList $gap="sm" aria-label={t('children.listLabel')}>
            {children.map((child) =>
              mode.kind === 'edit' && mode.childId === child.id ? (
                <li key={child.id}>
                  <ChildForm
                    formId={`child-${child.id}-form`}
                    editing={`${child.first_name} ${child.last_name}`}
                    initial={childValuesOf(child, null)}
                    venues={list}
                    onSave={edit(child)}
                    onCancel={closeForm}
                  />
                </li>
              ) : (
                <ChildItem
                  key={child.id}
                  child={child}
                  venueName={venueName(child.venue_id)}
                  onEdit={() => {
                    setStatus(null);
                    setMode({ kind: 'edit', childId: child.id });
                  }}
                  onDelete={remove(child)}
                />
              ),
            )}
          </PlainList>
        )}
        {mode.kind === 'add' && (
          <ChildForm
            formId="child-new-form"
            editing={null}
            initial={childValuesOf(null, defaultVenueId)}
            venues={list}
            onSave={add}
            onCancel={closeForm}
          />
        )}
        {/* Stays mounted while the form is open, so the outcome of closing it is announced. */}
        <FormActions status={status}>
          {mode.kind !== 'add' && (
            <Button
              variant="secondary"
              onClick={() => {
                setStatus(null);
                setMode({ kind: 'add' });
              }}
            >
              {t('children.add')}
            </Button>
          )}
        </FormActions>
      </Stack>
    );
  })();

  return (
    <SectionCard focusableHeading id={CHILDREN_ID} title={t('children.title')} description={t('children.description')}>
      {body}
    </SectionCard>
  );
}
