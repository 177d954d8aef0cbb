import { QRCodeSVG } from 'qrcode.react';

export interface QrImageProps {
  readonly value: string;
  readonly label: string;
  readonly size: number;
}

/**
 * The code itself, always dark on white with its quiet zone: scanners misread inverted or
 * low-contrast codes, so the dark theme does not apply here. Loaded on demand (see code-panel).
 */
export default function QrImage({ value, label, size }: QrImageProps) {
  return <QRCodeSVG value={value} size={size} level="M" marginSize={4} bgColor="#ffffff" fgColor="#000000" role="img" aria-label={label} />;
}
