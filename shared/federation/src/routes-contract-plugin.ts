import type { Compiler } from 'webpack';
import { checkRoutesContract, type RoutesContractTarget } from './check-routes-contract';

/**
 * Set to `1` by a run that has just type-checked the whole workspace (`npm test`), which covers
 * every remote's routes module: its builds then skip the same check.
 */
export const CONTRACT_CHECKED_ENV = 'VENUE_CONTRACT_CHECKED';

/**
 * Fails a remote's production build when its routes module does not satisfy `RemoteRoutesModule`
 * for its routes, so a team building and releasing one remote alone cannot ship a module that
 * breaks the host (ts-loader only strips types). Runs once per `webpack` run, before compiling;
 * watch rebuilds are left to the editor and the workspace type-check.
 */
export class RoutesContractPlugin {
  constructor(
    private readonly target: RoutesContractTarget,
    private readonly env: Readonly<Record<string, string | undefined>> = process.env,
  ) {}

  apply(compiler: Compiler): void {
    if (this.env[CONTRACT_CHECKED_ENV] === '1') return;
    let problems: string[] = [];
    compiler.hooks.beforeRun.tap(RoutesContractPlugin.name, () => {
      problems = checkRoutesContract(this.target);
    });
    compiler.hooks.thisCompilation.tap(RoutesContractPlugin.name, (compilation) => {
      for (const problem of problems) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `RoutesContractPlugin: ${this.target.routesModule} breaks RemoteRoutesModule<'${this.target.remote}'>: ${problem}`,
          ),
        );
      }
    });
  }
}
