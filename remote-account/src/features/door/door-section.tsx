/** The account page section of this feature (rendered by features/your-account). */
export function DoorSection() {
  return null;
}
