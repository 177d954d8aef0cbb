import type { StandaloneOptions } from '@venue/federation/standalone';
import { kioskHome } from '../lib/kiosk-home';

/** The reception's kiosk: its logo returns to the kiosk's start screen, never to the shell's page list. */
export const kioskStandaloneOptions: StandaloneOptions = { home: kioskHome };
