import { createPlaceholderPages } from '@venue/federation/remote-kit';
import { paths } from '@venue/routes';

/** A kiosk page whose feature is not built yet: its real heading, a plain note, who is signed in and one link. */
export const { SectionPlaceholder, placeholderPage } = createPlaceholderPages({
  remote: 'kiosk',
  link: { to: paths.getMobileApp(), labelKey: 'section.toMobileApp' },
});
