/**
 * What the suite shares under the name `styled-components`: the styling API the apps use,
 * without server rendering (`ServerStyleSheet`, `StyleSheetManager`) and the other helpers a
 * shared module would carry unused on every first visit (about 1.4 KB gzip).
 *
 * Host and remotes import from 'styled-components' as usual and get this module, one instance
 * for the whole page, hence one style sheet and one theme context. Adding a name here is a
 * change to the shared contract: deploy the host first, then the remotes that use it.
 * `shared-surfaces.test.ts` fails when app code imports a name missing here.
 */
export { default, ThemeProvider, createGlobalStyle, css, keyframes } from 'styled-components';
