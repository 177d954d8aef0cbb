/** Where the footer links to; the build writes both PDFs there (build/legal-documents-plugin.ts). */
export const LEGAL_DOCUMENT_PATHS = {
  terms: '/docs/regulamin.pdf',
  privacy: '/docs/polityka-prywatnosci.pdf',
} as const;

/**
 * The sample regulations the demo venues link to (their `url` in the backend's demo seed, which
 * repeats this path); the same build writes it. Relative, so it opens from whichever origin the
 * host is served at.
 */
export const DEMO_VENUE_REGULATIONS_PATH = '/docs/regulamin-obiektu-demo.pdf';
