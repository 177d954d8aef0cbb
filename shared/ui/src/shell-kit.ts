/**
 * The components the host's shell renders on every page (layout, text, buttons, loading and
 * error states), shared at run time as one module under `@venue/ui/shell-kit`: a remote's page
 * uses the host's copy, already loaded, instead of downloading its own (the rest of the kit is
 * bundled per app and tree-shaken: shared/federation/README.md).
 *
 * A shared module is never tree-shaken, and the host hands over all of it: only what the host's
 * first visit already carries belongs here (a component only remotes use would be downloaded
 * by every remote page, used or not).
 * Adding or changing a component here is a shared-contract change: deploy the host first.
 * Apps keep importing from `@venue/ui`, which re-exports these from this file.
 */
export { Button, type ButtonProps, type ButtonVariant } from './components/button';
export { PageLayout, MAIN_CONTENT_ID, type PageLayoutProps, type PageWidth } from './components/page-layout';
export { Text, type TextProps, type TextVariant } from './components/text';
export { Spinner, type SpinnerProps } from './components/spinner';
export { LoadingState } from './components/loading-state';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { VisuallyHidden, visuallyHiddenStyles } from './components/visually-hidden';
