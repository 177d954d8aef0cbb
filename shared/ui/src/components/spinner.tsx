import styled, { keyframes } from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size};
  height: ${({ $size }) => $size};
  border: 0.15em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

export interface SpinnerProps {
  /** Announced text; defaults to "Loading…" in the current language. */
  readonly label?: string;
  /** Inside a control that already says it is busy: hidden from assistive technology. */
  readonly decorative?: boolean;
  readonly size?: string;
}

export function Spinner({ label, decorative = false, size = '1.25em' }: SpinnerProps) {
  const { t } = useCommonTranslation();
  if (decorative) return <Ring $size={size} aria-hidden="true" />;
  return (
    <span role="status">
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label ?? t('state.loading')}</VisuallyHidden>
    </span>
  );
}
