import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';

// Dark on white with a white quiet zone, in both themes: phone cameras misread inverted codes.
const Frame = styled.div`
  display: inline-grid;
  /* As big as the code, not the column it stands in. */
  justify-self: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

export interface QrImageProps {
  readonly value: string;
  readonly label: string;
  readonly size: number;
}

/** Loaded with the pay panel only (lazy), so the idle screen does not carry the encoder. */
export default function QrImage({ value, label, size }: QrImageProps) {
  return (
    <Frame data-testid="kiosk-qr" data-value={value}>
      <QRCodeSVG value={value} size={size} level="M" marginSize={4} bgColor="#ffffff" fgColor="#000000" role="img" aria-label={label} />
    </Frame>
  );
}
