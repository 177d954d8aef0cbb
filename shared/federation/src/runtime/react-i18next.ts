/**
 * What the suite shares under the name `react-i18next`: the two names the apps use. A shared
 * module cannot be tree-shaken, and the whole package (`Trans` with its HTML parser, the ICU
 * components, the SSR helpers) costs about 10 KB gzip on every first visit; these two cost
 * about 3 KB.
 *
 * Host and remotes import from 'react-i18next' as usual and get this module, one instance for
 * the whole page, hence one i18next binding. Adding a name here is a change to the shared
 * contract: deploy the host first (it provides the module), then the remotes that use it.
 * `shared-surfaces.test.ts` fails when app code imports a name missing here. The build
 * sends this file's own import of 'react-i18next' to the package itself (`SharedSurfacePlugin`).
 */
export { initReactI18next, useTranslation } from 'react-i18next';
