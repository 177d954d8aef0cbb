export { describeRoutesModule, type RoutesModuleContract, type RoutesModuleHarness } from './describe-routes-module';
