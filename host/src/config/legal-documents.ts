/** Where the footer links to; the build writes both PDFs there (build/legal-documents-plugin.ts). */
export const LEGAL_DOCUMENT_PATHS = {
  terms: '/docs/regulamin.pdf',
  privacy: '/docs/polityka-prywatnosci.pdf',
} as const;
