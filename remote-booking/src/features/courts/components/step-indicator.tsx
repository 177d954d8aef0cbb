import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VisuallyHidden } from '@venue/ui';
import type { FlowStep } from '../logic/flow-state';

const STEPS = ['slot', 'options', 'summary'] as const;

const List = styled.ol`
  display: none;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};

  [aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
    text-decoration: underline;
    text-underline-offset: 0.25em;
  }

  ${({ theme }) => theme.media.tablet} {
    display: flex;
  }
`;

// On a phone "Krok 2 z 3" sits at the end of the step heading's line (the heading names the
// step), so the first slots start higher; the full list needs the width of a tablet.
const Nav = styled.nav`
  position: absolute;
  top: 0;
  right: 0;
  line-height: 2;

  ${({ theme }) => theme.media.tablet} {
    position: static;
    line-height: inherit;
  }
`;

const Condensed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
  white-space: nowrap;

  ${({ theme }) => theme.media.tablet} {
    display: none;
  }
`;

/** Room a step heading leaves at its end on a phone for the condensed step indicator. */
export const CONDENSED_STEP_ROOM = '6.5rem';

/** Where the user is in the flow: "1. Termin › 2. Opcje › 3. Podsumowanie", or "Krok 2 z 3" beside the heading on a phone. */
export function StepIndicator({ step }: { readonly step: FlowStep }) {
  const { t } = useTranslation('booking');
  if (step === 'done') return null;
  const current = STEPS.indexOf(step);
  return (
    <Nav aria-label={t('courts.progress')}>
      <Condensed>
        {t('courts.stepOf', { step: current + 1, count: STEPS.length })}
        <VisuallyHidden> · {t(`courts.steps.${step}`)}</VisuallyHidden>
      </Condensed>
      <List>
        {STEPS.map((item, index) => (
          <li key={item} aria-current={item === step ? 'step' : undefined}>
            {index + 1}. {t(`courts.steps.${item}`)}
          </li>
        ))}
      </List>
    </Nav>
  );
}
