import type { TranslationTree } from '@venue/routes';

/** The shell's own strings: navigation, footer, error pages and the host-owned pages' titles (English). */
export default {
  title: {
    root: 'Home',
    login: 'Sign in',
    completeRegistration: 'Complete registration',
    getMobileApp: 'Get the mobile app',
    serverError: 'Server error',
    notFound: 'Page not found',
    frame: 'Open in a new tab',
  },
  nav: {
    label: 'Main menu',
    home: 'Home page',
    profile: 'Profile',
    book: 'Book',
    reservations: 'Reservations',
    passes: 'Passes',
    notifications: 'Notifications',
    wallet: 'Wallet',
    trainerProfile: 'Trainer profile',
    statistics: 'Statistics',
    logout: 'Log out',
    signIn: 'Sign in',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userInitials: 'Signed-in user: {{name}}',
    languageSwitch: 'Change language (current: {{language}})',
    languageMenu: 'Choose a language',
    darkMode: 'Dark mode',
    skipToContent: 'Skip to content',
  },
  footer: {
    provider: 'Sports venue booking system provided by Venue.',
    terms: 'Terms of service (PDF, Polish)',
    privacy: 'Privacy policy (PDF, Polish)',
    copyright: '© {{year}} Venue. All rights reserved.',
  },
  notFound: {
    heading: 'Out! The ball is off the court!',
    description: 'The page you are looking for does not exist or has been moved.',
    back: 'Go back',
  },
  serverError: {
    heading: 'Oops! The server needs a technical break',
    description: 'Something went wrong on our side. Please try again in a moment.',
    retry: 'Try again',
  },
  remote: {
    unavailable: 'This section could not be loaded',
    unavailableDescription: 'The rest of the service works normally. Please try again in a moment.',
    retry: 'Try again',
    loading: 'Loading section…',
  },
  session: {
    checking: 'Checking your session…',
    refreshFailed: 'Failed to refresh user data',
    unavailable: 'Your session could not be checked. Check your connection and try again.',
  },
  frame: {
    heading: 'Open the service in a new tab',
    description: 'For your security this page does not work inside another website’s frame.',
    open: 'Open in a new tab',
  },
  mobileApp: {
    heading: 'Get the mobile app',
    redirecting: 'Taking you to the app store…',
    description: 'Book a court in seconds from your phone. Choose your device’s store:',
    googlePlay: 'Get it on Google Play',
    appStore: 'Download on the App Store',
  },
} as const satisfies TranslationTree;
