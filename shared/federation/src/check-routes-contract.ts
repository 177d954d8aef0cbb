import { join, relative } from 'node:path';
import ts from 'typescript';

export interface RoutesContractTarget {
  /** The remote's folder; its tsconfig.json gives the compiler options. */
  readonly appDir: string;
  /** The remote's federation name (`booking`, …): the contract is `RemoteRoutesModule<name>`. */
  readonly remote: string;
  /** The exposed routes module, relative to appDir (`./src/routes/routes-module.ts`). */
  readonly routesModule: string;
}

/** Where the check's one source file claims to be; it is never written to disk. */
export const CONTRACT_CHECK_FILE = '.routes-contract-check.ts';

/** The check itself: the routes module's default export, assigned to the contract type. */
export function contractCheckSource({ remote, routesModule }: Pick<RoutesContractTarget, 'remote' | 'routesModule'>): string {
  const specifier = `./${routesModule.replace(/^\.\//, '').replace(/\.tsx?$/, '')}`;
  return [
    `import type { RemoteRoutesModule } from '@venue/routes';`,
    `import routesModule from ${JSON.stringify(specifier)};`,
    `export const contract: RemoteRoutesModule<${JSON.stringify(remote)}> = routesModule;`,
    '',
  ].join('\n');
}

function compilerOptionsOf(appDir: string): ts.CompilerOptions {
  const configFile = join(appDir, 'tsconfig.json');
  const problems: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => problems.push(d) },
  );
  if (!parsed || problems.length > 0) {
    throw new Error(`${configFile}: ${problems.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).join('; ')}`);
  }
  return { ...parsed.options, noEmit: true, incremental: false, composite: false };
}

/**
 * Type-checks a remote's exposed routes module against `RemoteRoutesModule` for its own routes,
 * the way the host will use it: a program rooted at a one-line check file, of which only that
 * file and the routes module are checked. The rest of the remote is read only as far as their
 * types need (a page's component type), so this costs a fraction of the remote's full `tsc`,
 * which the whole-workspace type-check runs. Answers the problems, formatted; none when kept.
 */
export function checkRoutesContract(target: RoutesContractTarget): string[] {
  const options = compilerOptionsOf(target.appDir);
  const checkFile = join(target.appDir, CONTRACT_CHECK_FILE);
  const source = contractCheckSource(target);
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === checkFile
      ? ts.createSourceFile(fileName, source, languageVersion, true)
      : readSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === checkFile || fileExists(fileName);

  const program = ts.createProgram({ rootNames: [checkFile], options, host });
  const routesModuleFile = join(target.appDir, target.routesModule);
  const files = [checkFile, routesModuleFile].map((file) => program.getSourceFile(file));
  if (!files[1]) return [`${target.routesModule}: the exposed routes module is missing`];
  const diagnostics = files.flatMap((file) =>
    file ? [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)] : [],
  );
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(target.appDir, diagnostic.file.fileName)}(${line + 1},${character + 1}): ${message}`;
  });
}
