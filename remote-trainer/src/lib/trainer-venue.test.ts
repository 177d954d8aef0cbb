import type { TrainerVenueProfile } from '@venue/api/schemas/user';
import { chooseProfile } from './trainer-venue';

const profile = (id: number, venueId: number, status: TrainerVenueProfile['status']): TrainerVenueProfile => ({
  id,
  venue_id: venueId,
  status,
  visibility: 'visible',
  comment: null,
});

describe('chooseProfile', () => {
  const profiles = [profile(10, 1, 'pending'), profile(11, 2, 'accepted'), profile(12, 3, 'accepted')];

  it('takes the venue the URL names', () => {
    expect(chooseProfile(profiles, '3')?.id).toBe(12);
    expect(chooseProfile(profiles, '1')?.id).toBe(10);
  });

  it('falls back to the first accepted profile for a missing or foreign venue', () => {
    expect(chooseProfile(profiles, null)?.id).toBe(11);
    expect(chooseProfile(profiles, '99')?.id).toBe(11);
    expect(chooseProfile(profiles, 'x')?.id).toBe(11);
  });

  it('shows a pending profile when there is nothing else, and nothing for a non-trainer', () => {
    expect(chooseProfile([profile(10, 1, 'pending')], null)?.id).toBe(10);
    expect(chooseProfile([], '1')).toBeNull();
  });
});
