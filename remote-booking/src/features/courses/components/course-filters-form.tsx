import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { COURSE_PAYMENT_TYPES, COURSE_TYPES } from '@venue/api/schemas/course';
import { useLanguage } from '@venue/i18n';
import { Button, Select, TextField } from '@venue/ui';
import { weekdayShort } from '../../../lib/carnets/carnet-hours';
import { hasFilters, type CourseFilters } from '../logic/course-filters';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

interface Props {
  readonly filters: CourseFilters;
  readonly trainers: readonly { id: number; name: string }[];
  readonly onChange: (patch: Partial<CourseFilters>) => void;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The spec's filters: name, payment type, weekday, trainer, enrolment open or closed, type. */
export function CourseFiltersForm({ filters, trainers, onChange }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const numberOrNull = (value: string) => (value === '' ? null : Number(value));
  return (
    <Grid role="search" aria-label={t('courses.filters.label')}>
      <TextField
        label={t('courses.filters.name')}
        type="search"
        value={filters.name}
        maxLength={100}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <Select
        label={t('courses.filters.paymentType')}
        value={filters.paymentType ?? ''}
        onChange={(event) => onChange({ paymentType: COURSE_PAYMENT_TYPES.find((item) => item === event.target.value) ?? null })}
      >
        <option value="">{t('courses.filters.anyPaymentType')}</option>
        {COURSE_PAYMENT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`courses.paymentType.${type}`)}
          </option>
        ))}
      </Select>
      <Select
        label={t('courses.filters.weekday')}
        value={filters.weekday ?? ''}
        onChange={(event) => onChange({ weekday: numberOrNull(event.target.value) })}
      >
        <option value="">{t('courses.filters.anyWeekday')}</option>
        {WEEKDAYS.map((day) => (
          <option key={day} value={day}>
            {weekdayShort(day, language)}
          </option>
        ))}
      </Select>
      {trainers.length > 0 && (
        <Select
          label={t('courses.filters.trainer')}
          value={filters.trainerId ?? ''}
          onChange={(event) => onChange({ trainerId: numberOrNull(event.target.value) })}
        >
          <option value="">{t('courses.filters.anyTrainer')}</option>
          {trainers.map((trainer) => (
            <option key={trainer.id} value={trainer.id}>
              {trainer.name}
            </option>
          ))}
        </Select>
      )}
      <Select
        label={t('courses.filters.enrollment')}
        value={filters.enrollment ?? ''}
        onChange={(event) =>
          onChange({ enrollment: event.target.value === 'open' || event.target.value === 'closed' ? event.target.value : null })
        }
      >
        <option value="">{t('courses.filters.anyEnrollment')}</option>
        <option value="open">{t('courses.enrollmentOpen')}</option>
        <option value="closed">{t('courses.enrollmentClosed')}</option>
      </Select>
      <Select
        label={t('courses.filters.type')}
        value={filters.type ?? ''}
        onChange={(event) => onChange({ type: COURSE_TYPES.find((item) => item === event.target.value) ?? null })}
      >
        <option value="">{t('courses.filters.anyType')}</option>
        {COURSE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`courses.type.${type}`)}
          </option>
        ))}
      </Select>
      {hasFilters(filters) && (
        <div>
          <Button
            variant="link"
            onClick={() => onChange({ paymentType: null, weekday: null, trainerId: null, name: '', enrollment: null, type: null })}
          >
            {t('courses.filters.clear')}
          </Button>
        </div>
      )}
    </Grid>
  );
}
