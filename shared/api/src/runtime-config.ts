import * as v from 'valibot';

const Url = v.pipe(v.string(), v.url());

/**
 * The document served beside the host as `/config.json`. Everything that differs between
 * deployments lives here, so moving or rolling back a remote is an edit to this file,
 * never a rebuild.
 */
export const RuntimeConfigSchema = v.object({
  environment: v.picklist(['development', 'test', 'production']),
  /** Base of the backend, e.g. `http://localhost:4000/api`; the three API bases hang below it. */
  apiUrl: Url,
  release: v.string(),
  /** Remote name → its `mf-manifest.json` (or `remoteEntry.js`) URL. */
  remotes: v.object({
    booking: Url,
    account: Url,
    wallet: Url,
    trainer: Url,
    kiosk: Url,
  }),
  /**
   * The mobile app's store listings, for /get-mobile-app. Either may be left out: the host then
   * opens that store's search for the product name (host `config/store-urls.ts`).
   */
  mobileAppStores: v.optional(v.object({ android: v.optional(Url), ios: v.optional(Url) })),
  monitoring: v.object({
    sentryDsn: v.optional(v.string(), ''),
    analyticsKey: v.optional(v.string(), ''),
    /** Origins that receive trace headers: localhost and the product's own backend only. */
    tracePropagationTargets: v.optional(v.array(v.string()), []),
  }),
});

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
