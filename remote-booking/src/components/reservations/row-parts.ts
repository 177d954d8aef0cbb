// The look shared by the list's rows (one reservation, one weekly series).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '@venue/ui';

export const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

export const Title = styled.p`
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-size: ${({ theme }) => theme.font.sizeMd};
`;

export const RowLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;
