import styled from 'styled-components';

export const QR_SIZE = 200;

// The white frame keeps the code readable for scanners on the dark theme too.
export const Frame = styled.div`
  display: grid;
  place-items: center;
  width: ${QR_SIZE + 16}px;
  height: ${QR_SIZE + 16}px;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
  color: #000000;
`;
