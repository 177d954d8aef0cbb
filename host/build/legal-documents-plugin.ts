import type { Compiler } from 'webpack';
import { DEMO_VENUE_REGULATIONS_PATH, LEGAL_DOCUMENT_PATHS } from '../src/config/legal-documents';
import { DEMO_VENUE_REGULATIONS, PRIVACY, TERMS } from './legal-texts';
import { writePdf } from './write-pdf';

/** Output asset names: the footer's URLs without the leading slash. */
const assetName = (url: string) => url.replace(/^\//, '');

/** Emits the terms and privacy PDFs, and the demo venues' regulations, into the host's output. */
export class LegalDocumentsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(LegalDocumentsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: LegalDocumentsPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(assetName(LEGAL_DOCUMENT_PATHS.terms), new sources.RawSource(writePdf(TERMS)));
        compilation.emitAsset(assetName(LEGAL_DOCUMENT_PATHS.privacy), new sources.RawSource(writePdf(PRIVACY)));
        compilation.emitAsset(assetName(DEMO_VENUE_REGULATIONS_PATH), new sources.RawSource(writePdf(DEMO_VENUE_REGULATIONS)));
      });
    });
  }
}
