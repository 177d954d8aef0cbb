import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '@venue/ui';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const ROWS = 4;

/** The history while its first page loads: rows shaped like entries (title and amount, then the date line). */
export function HistorySkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Rows>
        <Skeleton width="10rem" height="1rem" />
        {Array.from({ length: ROWS }, (_, index) => (
          <Skeleton key={index} height="5.5rem" radius="md" />
        ))}
      </Rows>
    </SkeletonGroup>
  );
}
