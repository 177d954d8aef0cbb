import { useTranslation } from 'react-i18next';
import { MoonIcon, useThemeMode } from '@venue/ui';
import { ToolbarButton } from './toolbar-button';

/** A toggle button: pressed means dark mode, drawn as a moon that is filled while it is on. */
export function ThemeToggle() {
  const { t } = useTranslation('host');
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <ToolbarButton type="button" aria-pressed={dark} aria-label={t('nav.darkMode')} onClick={toggle}>
      <MoonIcon size={22} fill={dark ? 'currentColor' : 'none'} />
    </ToolbarButton>
  );
}
