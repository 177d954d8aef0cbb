import { useTranslation } from 'react-i18next';
import { useThemeMode } from '@venue/ui';
import { ToolbarButton } from './toolbar-button';

/** A toggle button: pressed means dark mode. */
export function ThemeToggle() {
  const { t } = useTranslation('host');
  const { mode, toggle } = useThemeMode();
  const dark = mode === 'dark';
  return (
    <ToolbarButton type="button" aria-pressed={dark} aria-label={t('nav.darkMode')} onClick={toggle}>
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>
    </ToolbarButton>
  );
}
