import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lessonCancelledSmsText, type LessonCancellation } from './lesson-cancel-text.js';

const lesson: LessonCancellation = {
  venueName: 'Warszawa Mokotów',
  courtName: 'Kort squash 1',
  trainerName: 'Kasia Nowak',
  // 18:00 in Warsaw on Wednesday 28 October 2026, after the clocks went back (UTC+1).
  start: new Date('2026-10-28T17:00:00Z'),
  timezone: 'Europe/Warsaw',
  refunded: true,
  message: '  Choroba, przepraszam  ',
};

describe('the SMS of a lesson the trainer cancelled', () => {
  it('names the place, the trainer and the venue time, the refund and the message, in each language', () => {
    assert.equal(
      lessonCancelledSmsText(lesson, 'pl'),
      'Warszawa Mokotów, Kort squash 1: odwołano lekcję śr. 28.10 18:00 (trener: Kasia Nowak). Pełna kwota wróciła na Twoje konto. Wiadomość od trenera: Choroba, przepraszam',
    );
    assert.match(
      lessonCancelledSmsText(lesson, 'en'),
      /your lesson on Wed 28\.10 18:00 with Kasia Nowak has been cancelled\. The full amount .* Message from the trainer: Choroba, przepraszam$/,
    );
    assert.match(
      lessonCancelledSmsText(lesson, 'uk'),
      /урок .* 28\.10 18:00 \(тренер: Kasia Nowak\) скасовано\. Повну суму повернуто вам\./,
    );
  });

  it('says nothing of money when nothing was paid, and nothing of a message when there is none', () => {
    const text = lessonCancelledSmsText({ ...lesson, refunded: false, message: ' ' }, 'en');
    assert.equal(text, 'Warszawa Mokotów, Kort squash 1: your lesson on Wed 28.10 18:00 with Kasia Nowak has been cancelled.');
  });
});
