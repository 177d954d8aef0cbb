import './theme/styled-theme';

export { darkTheme, lightTheme, themes, type AppTheme, type SpaceToken, type ThemeColors, type ThemeMode } from './theme/themes';
export { GlobalStyle } from './theme/global-style';
export { FALLBACK_FONT_FAMILY, FONT_FAMILY, FontFaces, fontFaceCss } from './theme/font-faces';
export { THEME_STORAGE_KEY, createThemeModeStore, themeModeStore, type ThemeModeState } from './theme/theme-mode-store';
export { useThemeMode, type ThemeModeControls } from './theme/use-theme-mode';
export { UiProvider, type UiProviderProps } from './ui-provider';
export { DEFAULT_TOAST_DURATION_MS, toast, type Toast, type ToastOptions, type ToastType } from './toast/toast-store';
export { Toaster } from './toast/toaster';
export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  CloseIcon,
  MapPinIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  SunIcon,
  type Icon,
  type IconProps,
} from './icons/icons';
export { PadelIcon, SportIcon, SquashIcon, TennisIcon, type SportIconProps } from './icons/sport-icons';
export { Logo, type LogoProps } from './icons/logo';
// Shared at run time as one module (shell-kit.ts says why): imported from there, never from
// the components' own files, so a remote's copy of these is the host's.
export {
  Button,
  ErrorState,
  LoadingState,
  MAIN_CONTENT_ID,
  PageLayout,
  Spinner,
  Text,
  VisuallyHidden,
  visuallyHiddenStyles,
  type ButtonProps,
  type ButtonVariant,
  type ErrorStateProps,
  type PageLayoutProps,
  type PageWidth,
  type SpinnerProps,
  type TextProps,
  type TextVariant,
} from './shell-kit';
export { Stack, type StackProps } from './components/stack';
export { PlainList, type PlainListProps } from './components/plain-list';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './components/heading';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { Card } from './components/card';
export { ConfirmQuestion, useReturnFocus, type ConfirmQuestionProps } from './components/confirm-question';
export { Skeleton, SkeletonGroup, type SkeletonProps, type SkeletonGroupProps } from './components/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { lazyPage, retryFailedLazyLoads } from './components/lazy-page';
export { TextField, Input, type TextFieldProps } from './components/text-field';
export { DateField, type DateFieldProps } from './components/date-field';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { Select, NativeSelect, type SelectProps } from './components/select';
export { controlStyles } from './components/control-styles';
export { primaryLinkStyles } from './components/primary-link-styles';
export { choiceCardStyles } from './components/choice-card-styles';
export {
  DescriptionItem,
  DescriptionList,
  type DescriptionItemData,
  type DescriptionListLayout,
  type DescriptionListProps,
} from './components/description-list';
export { SectionCard, focusSectionHeading, type SectionCardProps } from './components/section-card';
export { Fieldset, Legend, type FieldsetProps } from './components/fieldset';
export { FilterPanel, FilterPanelRow, type FilterPanelProps } from './components/filter-panel';
export { ChoiceGroup, type ChoiceGroupDirection, type ChoiceGroupProps, type ChoiceOption } from './components/choice-group';
export { FormErrorSummary, type FormErrorItem, type FormErrorSummaryProps } from './components/form-error-summary';
export { inFieldOrder } from './utils/in-field-order';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export { useSecondsLeft } from './hooks/use-seconds-left';
export {
  useSaveForm,
  type Checked,
  type FieldErrorMap,
  type SaveForm,
  type SaveFormOptions,
  type SaveFormState,
} from './hooks/use-save-form';
export { codeFromPastedText, compactCodeInput } from './utils/sms-code';
export { afterFirstPaint } from './utils/after-first-paint';
export { CountdownAlert, type CountdownAlertProps } from './components/countdown-alert';
export {
  SmsCodeForm,
  type SmsCodeControls,
  type SmsCodeFormError,
  type SmsCodeFormProps,
  type SmsCodeFormTexts,
} from './components/sms-code-form';
