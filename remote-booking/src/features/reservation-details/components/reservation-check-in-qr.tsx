import { QRCodeSVG } from 'qrcode.react';
import styled from 'styled-components';
import { paths } from '@venue/routes';

// Dark on white with a white quiet zone in both themes: cameras misread inverted codes.
const Frame = styled.div`
  display: inline-grid;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

export interface ReservationCheckInQrProps {
  readonly venueId: number;
  readonly reservationUuid: string;
  /** The accessible name, e.g. t('details.checkInQr', { court }). */
  readonly label: string;
  /** The app's origin; the kiosk reads `<origin>/self-checkout/<venue>/<uuid>`. */
  readonly origin?: string;
  readonly size?: number;
}

/** The reservation's QR for the venue's kiosk: it encodes the kiosk URL of this reservation. */
export function ReservationCheckInQr({
  venueId,
  reservationUuid,
  label,
  origin = window.location.origin,
  size = 160,
}: ReservationCheckInQrProps) {
  const value = `${origin}${paths.selfCheckout(venueId, reservationUuid)}`;
  return (
    <Frame data-testid="reservation-check-in-qr" data-value={value}>
      <QRCodeSVG value={value} size={size} level="M" marginSize={4} bgColor="#ffffff" fgColor="#000000" role="img" aria-label={label} />
    </Frame>
  );
}
