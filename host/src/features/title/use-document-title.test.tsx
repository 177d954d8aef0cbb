import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useDocumentTitle } from './use-document-title';

function Titled() {
  useDocumentTitle('wallet', 'wallet');
  return null;
}

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'pl', fallbackLng: 'pl', resources: {}, interpolation: { escapeValue: false } });
  return i18n;
}

describe('useDocumentTitle', () => {
  it('shows the product name until the owner’s strings arrive, then the page title', async () => {
    const i18n = await instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Titled />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Venue');
    act(() => {
      i18n.addResourceBundle('pl', 'wallet', { title: { wallet: 'Portfel' } }, true, true);
    });
    expect(document.title).toBe('Portfel · Venue');
  });

  it('takes strings added before its effect ran, with no re-render to prompt it', async () => {
    const i18n = await instance();
    // Added during the render, as a remote's strings can land between the render and the effects.
    function AddsWhileRendering() {
      if (!i18n.hasResourceBundle('pl', 'wallet')) i18n.addResourceBundle('pl', 'wallet', { title: { wallet: 'Portfel' } });
      return null;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Titled />
        <AddsWhileRendering />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Portfel · Venue');
  });

  it('follows a language change', async () => {
    const i18n = await instance();
    i18n.addResourceBundle('pl', 'wallet', { title: { wallet: 'Portfel' } });
    i18n.addResourceBundle('en', 'wallet', { title: { wallet: 'Wallet' } });
    render(
      <I18nextProvider i18n={i18n}>
        <Titled />
      </I18nextProvider>,
    );
    expect(document.title).toBe('Portfel · Venue');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.title).toBe('Wallet · Venue');
  });
});
