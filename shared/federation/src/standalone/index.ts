export { startStandalone } from './start-standalone';
export { StandaloneApp, type StandaloneOptions } from './standalone-app';
export { DEFAULT_API_URL, readStandaloneApiUrl } from './read-standalone-config';
export { examplePath } from './example-path';
export { STANDALONE_NAMESPACE, standaloneTranslations } from './standalone-translations';
