import { useTranslation } from 'react-i18next';
import { useLanguage, type Language } from '@venue/i18n';
import { VisuallyHidden } from '@venue/ui';
import { ToolbarButton } from './toolbar-button';

const LABEL: Readonly<Record<Language, string>> = { pl: 'PL', en: 'EN', ua: 'UA' };

/** Shows the current language (PL/EN/UA); each press moves on to the next one. */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const { language, cycleLanguage } = useLanguage();
  const languageName = t(`language.name.${language}`, { ns: 'common' });
  return (
    <ToolbarButton type="button" onClick={() => cycleLanguage()} lang={language === 'ua' ? 'uk' : language}>
      {LABEL[language]}
      <VisuallyHidden> – {t('nav.languageSwitch', { language: languageName })}</VisuallyHidden>
    </ToolbarButton>
  );
}
