/**
 * True when the app runs inside a frame. Reading `window.top` of a cross-origin parent can
 * throw in some browsers; being unable to look is itself proof of a foreign frame.
 */
export function isFramed(win: { readonly top: unknown; readonly self: unknown } = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true;
  }
}
