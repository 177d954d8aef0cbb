import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGUAGES, useLanguage, type Language } from '@venue/i18n';
import { VisuallyHidden } from '@venue/ui';
import { ToolbarButton } from './toolbar-button';

const LABEL: Readonly<Record<Language, string>> = { pl: 'PL', en: 'EN', ua: 'UA' };
/** Each language named in itself, so a reader finds theirs whatever the page shows now. */
const NATIVE_NAME: Readonly<Record<Language, string>> = { pl: 'Polski', en: 'English', ua: 'Українська' };

const htmlLang = (language: Language) => (language === 'ua' ? 'uk' : language);

const Group = styled.div`
  position: relative;
  display: inline-flex;
`;

// Narrower than the bar's other controls, yet a target of at least 24 px (WCAG 2.5.8) beside the switch.
const MenuButton = styled(ToolbarButton)`
  min-width: ${({ theme }) => theme.space.xl};
  padding: 0 ${({ theme }) => theme.space.xs};
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  right: 0;
  z-index: 10;
  min-width: 10rem;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Item = styled(ToolbarButton)`
  width: 100%;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weightRegular};

  &[aria-checked='true'] {
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * The language switch: the "PL" button cycles pl → en → ua as the spec's switch does (one press,
 * the next language), and the arrow beside it opens a menu naming each language ("Polski",
 * "English", "Українська", the current one checked) for a reader who wants one directly. Both go
 * through the same 150 ms switch. The menu follows the WAI-ARIA menu button pattern: arrows,
 * Home/End, Enter/Space to pick, Esc or Tab to close with focus back on its button.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('host');
  const { language, cycleLanguage, switchLanguage } = useLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const group = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const languageName = t(`language.name.${language}`, { ns: 'common' });

  const focusItem = (index: number) => {
    const count = LANGUAGES.length;
    items.current[((index % count) + count) % count]?.focus();
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  // Opening lands on the current language; a press outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    focusItem(LANGUAGES.indexOf(language));
    const onPointerDown = (event: PointerEvent) => {
      if (!group.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // Only on opening: a language applied while open must not move the reader's focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = items.current.findIndex((item) => item === document.activeElement);
    const moves: Partial<Record<string, number>> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: LANGUAGES.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const choose = (choice: Language) => {
    close(true);
    if (choice !== language) switchLanguage(choice);
  };

  return (
    <Group ref={group}>
      <ToolbarButton type="button" onClick={() => cycleLanguage()} lang={htmlLang(language)}>
        {LABEL[language]}
        <VisuallyHidden> – {t('nav.languageSwitch', { language: languageName })}</VisuallyHidden>
      </ToolbarButton>
      <MenuButton
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('nav.languageMenu')}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onTriggerKeyDown}
      >
        <span aria-hidden="true">▾</span>
      </MenuButton>
      {open && (
        <Menu id={menuId} role="menu" aria-label={t('nav.languageMenu')} onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map((option, index) => (
            <li key={option} role="none">
              <Item
                ref={(element: HTMLButtonElement | null) => {
                  items.current[index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={option === language}
                tabIndex={-1}
                lang={htmlLang(option)}
                onClick={() => choose(option)}
              >
                {NATIVE_NAME[option]}
                {option === language && <span aria-hidden="true">✓</span>}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Group>
  );
}
