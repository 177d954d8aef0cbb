export {
  createPlaceholderPages,
  type PlaceholderLink,
  type PlaceholderPages,
  type PlaceholderPagesOptions,
  type SectionPlaceholderProps,
} from './placeholder-pages';
