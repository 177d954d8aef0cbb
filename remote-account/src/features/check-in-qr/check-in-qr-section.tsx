/** The account page section of this feature (rendered by features/your-account). */
export function CheckInQrSection() {
  return null;
}
