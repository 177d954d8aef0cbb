import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Course } from '@venue/api/schemas/course';
import { Button, PlainList, Stack, Text, VisuallyHidden } from '@venue/ui';
import { ColourSwatch, DifficultyText, EnrollmentBadge, PlacesBadge, useCourseTexts } from './course-facts';

// The course's colour runs down the card's edge, as venues colour their timetables.
const Item = styled.li<{ $colour: string }>`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border-inline-start: 0.375rem solid ${({ $colour }) => $colour};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeMd};
  overflow-wrap: anywhere;
`;

const Prices = styled(PlainList)`
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

interface Props {
  readonly course: Course;
  readonly onOpen: (course: Course) => void;
}

/** One course in the list: colour, name, difficulty, trainer, schedule, dates, places, both prices. */
export function CourseCard({ course, onOpen }: Props) {
  const { t } = useTranslation('booking');
  const texts = useCourseTexts();
  return (
    <Item $colour={course.colour} data-testid="course-card">
      <Stack $gap="xs" $align="flex-start">
        <Stack $direction="row" $gap="sm" $align="center">
          <ColourSwatch $colour={course.colour} aria-hidden="true" />
          <Name>{course.name}</Name>
        </Stack>
        <Text variant="muted">
          {[t(`courses.type.${course.type}`), course.trainer?.display_name ?? t('courses.details.noTrainer')].join(' · ')}
        </Text>
        <Text>
          {t('courses.difficulty.label')}: <DifficultyText difficulty={course.difficulty} />
        </Text>
        <Text>{texts.schedule(course)}</Text>
        <Text variant="muted">
          {texts.dates(course)} · {t('courses.sessions', { count: course.classes_count })}
        </Text>
        <Prices $direction="row">
          {texts.prices(course).map((price) => (
            <li key={price}>{price}</li>
          ))}
        </Prices>
        <Stack $direction="row" $gap="sm" $wrap $align="center">
          <PlacesBadge course={course} />
          <EnrollmentBadge course={course} />
        </Stack>
        <Button variant="secondary" onClick={() => onOpen(course)}>
          {t('courses.openDetails')}
          <VisuallyHidden>{`: ${course.name}`}</VisuallyHidden>
        </Button>
      </Stack>
    </Item>
  );
}
