import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert } from '@venue/ui';

const Video = styled.video`
  width: 100%;
  max-height: 40vh;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  object-fit: cover;
  /* A mirror is what a person expects to see of themselves; the decoder reads the unflipped frame. */
  transform: scaleX(-1);
`;

/** Frames tried a second: enough for a code held up to the lens, light on a tablet's CPU. */
const SCAN_INTERVAL_MS = 250;
/** A code still in view is one scan: it counts again only after this long out of sight. */
export const CAMERA_REPEAT_MS = 3000;

export interface CameraScannerProps {
  readonly onCode: (code: string) => void;
  /** While a code is being checked, what the camera sees is not reported. */
  readonly paused: boolean;
}

/**
 * The camera's way in: a preview and a decoder (native or polyfilled, loaded on first use) reading
 * QR codes from it. It keeps reading after a code (a refused one is followed by a new code), but a
 * code held in view is reported once.
 */
export function CameraScanner({ onCode, paused }: CameraScannerProps) {
  const { t } = useTranslation('kiosk');
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  const pausedNow = useRef(paused);
  // The latest callback and state, without restarting the camera when they change.
  useEffect(() => {
    handler.current = onCode;
    pausedNow.current = paused;
  }, [onCode, paused]);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The last code seen and when: in memory only, gone with the camera.
    let last: { value: string; at: number } | null = null;
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
        const element = video.current;
        if (stopped || !element) return;
        element.srcObject = stream;
        await element.play();
        const { createQrReader } = await import(/* webpackChunkName: "barcode-reader" */ './barcode-reader');
        const reader = await createQrReader();
        const tick = async () => {
          if (stopped) return;
          try {
            const [found] = element.readyState >= 2 ? await reader.detect(element) : [];
            const now = Date.now();
            if (found && !stopped) {
              const value = found.rawValue;
              if (last?.value === value && now - last.at < CAMERA_REPEAT_MS) last = { value, at: now };
              else if (!pausedNow.current) {
                last = { value, at: now };
                handler.current(value);
              }
            }
          } catch {
            // A frame that cannot be read (resizing, a dropped frame) is skipped.
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
        };
        void tick();
      } catch {
        if (!stopped) setUnavailable(true);
      }
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (unavailable) return <Alert tone="warning">{t('selfCheckout.idle.cameraUnavailable')}</Alert>;
  return <Video ref={video} muted playsInline aria-label={t('selfCheckout.idle.cameraLabel')} />;
}
