import { createPlaceholderPages } from '@venue/federation/remote-kit';
import { paths } from '@venue/routes';

/** An account page whose feature is not built yet: its real heading, a plain note, who is signed in and one link. */
export const { SectionPlaceholder, placeholderPage } = createPlaceholderPages({
  remote: 'account',
  link: { to: paths.myReservations(), labelKey: 'section.toReservations' },
});
