export { describeRoutesModule, type RoutesModuleContract, type RoutesModuleHarness } from './describe-routes-module';
export { loadTranslations, type AllLanguages } from './load-translations';
