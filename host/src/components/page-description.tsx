import styled from 'styled-components';
import { Text } from '@venue/ui';

/** The sentence under a whole-page message's heading (404, 500, a framed page, a section that failed), set apart from the actions below it. */
export const PageDescription = styled(Text)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;
