import type { Compiler } from 'webpack';
import { LEGAL_DOCUMENT_PATHS } from '../src/config/legal-documents';
import { PRIVACY, TERMS } from './legal-texts';
import { writePdf } from './write-pdf';

/** Output asset names: the footer's URLs without the leading slash. */
const assetName = (url: string) => url.replace(/^\//, '');

/** Emits the terms and privacy PDFs into the host's output. */
export class LegalDocumentsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(LegalDocumentsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: LegalDocumentsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(assetName(LEGAL_DOCUMENT_PATHS.terms), new sources.RawSource(writePdf(TERMS)));
        compilation.emitAsset(assetName(LEGAL_DOCUMENT_PATHS.privacy), new sources.RawSource(writePdf(PRIVACY)));
      });
    });
  }
}
