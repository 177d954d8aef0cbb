import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fixed = styled.p`
  margin: 0;

  > span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A control with one possible value is no choice: its label and value are said as text instead. */
export function FixedValue({ label, value, detail }: { readonly label: string; readonly value: ReactNode; readonly detail?: ReactNode }) {
  return (
    <Fixed>
      <span>{label}:</span> <strong>{value}</strong>
      {detail !== undefined && <> {detail}</>}
    </Fixed>
  );
}
