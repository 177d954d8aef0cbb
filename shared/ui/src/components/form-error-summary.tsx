import { useEffect, useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';

const Summary = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSubtle};

  &:focus-visible {
    outline-offset: 4px;
  }
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.sizeMd};
  color: ${({ theme }) => theme.colors.danger};
`;

const List = styled.ul`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding-left: ${({ theme }) => theme.space.lg};

  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

export interface FormErrorItem {
  /** The id of the control to focus. Empty for an error about the whole form. */
  readonly fieldId?: string;
  readonly message: string;
}

export interface FormErrorSummaryProps {
  readonly errors: readonly FormErrorItem[];
  readonly title?: string;
}

/**
 * Lists a form's errors at its top after a failed submit, is announced, takes focus, and links
 * each message to its field, so a keyboard or screen-reader user finds every problem.
 */
export function FormErrorSummary({ errors, title }: FormErrorSummaryProps) {
  const { t } = useCommonTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const signature = errors.map((error) => `${error.fieldId ?? ''}:${error.message}`).join('|');

  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);

  if (errors.length === 0) return null;

  const focusField = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus();
    field.scrollIntoView?.({ block: 'center' });
  };

  return (
    <Summary ref={ref} role="alert" tabIndex={-1}>
      <Title>{title ?? t('form.errorSummaryTitle')}</Title>
      <List>
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId ?? '')}>
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </List>
    </Summary>
  );
}
