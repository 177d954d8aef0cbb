export type MobilePlatform = 'android' | 'ios' | 'desktop';

/**
 * Which store to send a visitor to. iPadOS 13+ presents itself as desktop Safari on a Mac,
 * so a "Macintosh" that reports touch points is an iPad.
 */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'desktop';
}
