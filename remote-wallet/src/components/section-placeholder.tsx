import { createPlaceholderPages } from '@venue/federation/remote-kit';
import { paths } from '@venue/routes';

/** A wallet page whose feature is not built yet: its real heading, a plain note, who is signed in and one link. */
export const { SectionPlaceholder, placeholderPage } = createPlaceholderPages({
  remote: 'wallet',
  link: { to: paths.yourAccount(), labelKey: 'section.toAccount' },
});
