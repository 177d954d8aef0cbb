import { screen } from '@testing-library/react';
import { describeRoutesModule } from '@venue/federation/testing';
import { loadAccountTranslations } from '../translations/all-languages';
import { ACCOUNT_PAGE_PARTS } from '../translations/page-parts';
import routesModule from './routes-module';

const { renderAt } = describeRoutesModule({
  routesModule,
  translations: loadAccountTranslations,
  pageParts: ACCOUNT_PAGE_PARTS,
});

describe('account routes', () => {
  it('fetches a link-only page together with its strings, in the language shown', async () => {
    renderAt('/dump-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Usuń konto' })).toBeInTheDocument();
    expect(await screen.findByText((await loadAccountTranslations()).pl.dumpAccount.intro)).toBeInTheDocument();
  });
});
