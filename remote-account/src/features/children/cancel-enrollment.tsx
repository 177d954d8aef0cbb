import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseEnrollment } from '@venue/api/schemas/course';
import { useLanguage } from '@venue/i18n';
import { Button, ConfirmQuestion, useReturnFocus } from '@venue/ui';
import { cancelCourseEnrollment } from '../../api/course-enrollments';
import { isCancelled } from '../../lib/field-errors';
import { cancelErrorKey, cancellationMessage } from './enrollment-view';

type Cancellable = CourseEnrollment & { cancellation: NonNullable<CourseEnrollment['cancellation']> };

export interface CancelEnrollmentProps {
  readonly enrollment: Cancellable;
  readonly childName: string;
  /** The enrolment as the server left it; `refund` is what the question said would come back. */
  readonly onCancelled: (updated: CourseEnrollment) => void;
  /** Closed after the server refused (e.g. too late): the list is stale, read it again. */
  readonly onRefused: () => void;
}

/**
 * "Cancel enrolment" opens the question, which states what the venue's rule gives back now (the
 * API's `cancellation`: the refund to the wallet, or nothing) before anything happens. A refusal
 * (too late, lapsed meanwhile) keeps it open with the reason; closing it then reads the list again.
 */
export function CancelEnrollment({ enrollment, childName, onCancelled, onRefused }: CancelEnrollmentProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The refusal stays readable in the question; the list is read again once it is closed.
  const [refused, setRefused] = useState(false);
  const { openerRef, returnFocus } = useReturnFocus();
  const names = { course: enrollment.course_name, name: childName };
  const consequence = cancellationMessage(enrollment, language);

  const close = () => {
    setOpen(false);
    setError(null);
    returnFocus();
    if (refused) {
      setRefused(false);
      onRefused();
    }
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      onCancelled(await cancelCourseEnrollment(enrollment.id));
    } catch (failure) {
      if (isCancelled(failure)) return;
      const key = cancelErrorKey(failure);
      setError(t(`actions.childCourses.cancel.${key}`));
      setPending(false);
      if (key !== 'failed') setRefused(true);
    }
  };

  if (!open) {
    return (
      <div>
        <Button
          ref={openerRef}
          variant="secondary"
          aria-label={t('actions.childCourses.cancel.openNamed', names)}
          onClick={() => setOpen(true)}
        >
          {t('actions.childCourses.cancel.open')}
        </Button>
      </div>
    );
  }

  return (
    <ConfirmQuestion
      id={`enrollment-${enrollment.id}-cancel`}
      level={5}
      question={t('actions.childCourses.cancel.question', names)}
      error={error}
      confirmLabel={t('actions.childCourses.cancel.confirm')}
      keepLabel={t('actions.childCourses.cancel.keep')}
      pending={pending}
      onConfirm={() => void confirm()}
      onKeep={close}
    >
      <p>{t(`actions.childCourses.cancel.${consequence.key}`, { ...consequence.params })}</p>
    </ConfirmQuestion>
  );
}
