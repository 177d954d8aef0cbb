import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { useCommonTranslation } from '../utils/use-common-translation';
import { VisuallyHidden } from '../shell-kit';

const pulse = keyframes`
  50% { opacity: 0.45; }
`;

const Bone = styled.span<{ $width: string; $height: string; $radius: 'sm' | 'md' | 'lg' | 'full' }>`
  display: block;
  flex: none;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ theme, $radius }) => theme.radii[$radius]};
  background: ${({ theme }) => theme.colors.border};
  animation: ${pulse} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface SkeletonProps {
  /** CSS width of the shape; the content's own width keeps the layout from jumping when it arrives. */
  readonly width?: string;
  readonly height?: string;
  readonly radius?: 'sm' | 'md' | 'lg' | 'full';
}

/**
 * One grey shape standing in for content still loading (a heading, a slot, a card). Shapes are
 * decoration: put them inside a `SkeletonGroup`, which tells assistive technology what loads.
 */
export function Skeleton({ width = '100%', height = '1em', radius = 'sm' }: SkeletonProps) {
  return <Bone $width={width} $height={height} $radius={radius} aria-hidden="true" data-skeleton="" />;
}

export interface SkeletonGroupProps {
  /** Announced instead of the shapes; defaults to "Loading…" in the current language. */
  readonly label?: string;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * The region a skeleton fills: busy (`aria-busy`) and announced once as loading, its shapes
 * hidden from assistive technology. Lay the shapes out like the content they stand for.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const { t } = useCommonTranslation();
  return (
    <div role="status" aria-busy="true" className={className}>
      <VisuallyHidden>{label ?? t('state.loading')}</VisuallyHidden>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}
