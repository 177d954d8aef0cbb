import styled, { css } from 'styled-components';

/** Present for screen readers, invisible on screen; also for hiding a label only at some widths. */
export const visuallyHiddenStyles = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Present for screen readers, invisible on screen. */
export const VisuallyHidden = styled.span`
  ${visuallyHiddenStyles}
`;
