import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: ${({ theme }) => theme.elevation.raised};
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  // A tinted fill instead of an outline: clearly a button, quieter than the primary one.
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not([aria-disabled='true'], :disabled) {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    border-color: transparent;
    &:hover:not([aria-disabled='true'], :disabled) {
      background: ${({ theme }) => theme.colors.primarySubtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  `,
  link: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: transparent;
    padding-inline: ${({ theme }) => theme.space.xs};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  `,
} as const;

const StyledButton = styled.button<{ $variant: ButtonVariant; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.touchTarget};
  min-width: ${({ theme }) => theme.touchTarget};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  cursor: pointer;
  transition:
    background-color 120ms ease,
    border-color 120ms ease;
  ${({ $variant }) => variants[$variant]}

  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.65;
  }
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  /** Busy: shows a spinner, ignores presses and tells assistive technology, keeping focus where it is. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  loading = false,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $fullWidth={fullWidth}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <Spinner decorative />}
      {children}
    </StyledButton>
  );
}
