// Loaded only when the camera is turned on (dynamic import from camera-scanner.tsx): the idle
// screen's budget does not pay for the decoder, and a browser with a native BarcodeDetector
// never downloads the polyfill or its WASM.

/** The slice of the Barcode Detection API the kiosk uses (native or polyfilled). */
export interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

interface NativeDetectorClass {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The ZXing WASM file is emitted by webpack into this remote's own output (`new URL` of the
 * package's file), so it is fetched from the kiosk's origin, never the polyfill's default CDN.
 */
async function polyfillReader(): Promise<QrReader> {
  const { BarcodeDetector, prepareZXingModule } = await import(/* webpackChunkName: "barcode-polyfill" */ 'barcode-detector/ponyfill');
  const wasmUrl = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? polyfillReader();
}
