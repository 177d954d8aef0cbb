import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '@venue/ui';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Slots = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const SLOT_COUNT = 12;

/**
 * A venue's courts tab while the venue and its day load: the address line, the day and the
 * slots, so the grid appears where its shape already stood instead of after a spinner.
 */
export function CourtsSkeleton({ label }: { readonly label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Rows>
        <Skeleton width="16rem" height="1.25rem" />
        <Skeleton width="100%" height="3rem" radius="md" />
        <Slots>
          {Array.from({ length: SLOT_COUNT }, (_, index) => (
            <Skeleton key={index} height="2.75rem" radius="md" />
          ))}
        </Slots>
      </Rows>
    </SkeletonGroup>
  );
}

/** The pay-by-link page while its reservation loads: the reservation card, then the pay form. */
export function PaymentCardSkeleton({ label }: { readonly label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Rows>
        <Skeleton width="70%" height="1rem" />
        <Skeleton height="9rem" radius="lg" />
        <Skeleton height="14rem" radius="lg" />
      </Rows>
    </SkeletonGroup>
  );
}

/** A list of carnets (on sale, or the player's) while it loads: a few cards of their usual height. */
export function CarnetListSkeleton({ label, count = 3 }: { readonly label?: string; readonly count?: number }) {
  return (
    <SkeletonGroup label={label}>
      <Rows>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} height="11rem" radius="lg" />
        ))}
      </Rows>
    </SkeletonGroup>
  );
}
