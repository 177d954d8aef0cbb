import styled from 'styled-components';
import { initialsOf } from '../logic/lesson-state';

const Circle = styled.span`
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The trainer's photo, or their initials on the brand tint; decorative (the name is said next to it). */
export function TrainerAvatar({ name, photoUrl }: { readonly name: string; readonly photoUrl: string | null }) {
  return <Circle aria-hidden="true">{photoUrl ? <img src={photoUrl} alt="" /> : initialsOf(name)}</Circle>;
}
