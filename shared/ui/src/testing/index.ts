// What tests of other packages need from the kit: `@venue/ui/testing`, never a path into src.
export { renderWithTheme } from './render-with-theme';
export { SwrTestCache } from './swr-test-cache';
// The page's one toast store, so a test can clear it and read what was shown.
export { toastStore } from '../toast/toast-store';
