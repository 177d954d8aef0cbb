import type { Translations } from '@venue/routes';
import carnetEn from '../components/carnets/translations/en';
import carnetPl from '../components/carnets/translations/pl';
import carnetUk from '../components/carnets/translations/uk';
import carnetsEn from '../features/carnets/translations/en';
import carnetsPl from '../features/carnets/translations/pl';
import carnetsUk from '../features/carnets/translations/uk';
import classesEn from '../features/classes/translations/en';
import classesPl from '../features/classes/translations/pl';
import classesUk from '../features/classes/translations/uk';
import myCarnetsEn from '../features/my-carnets/translations/en';
import myCarnetsPl from '../features/my-carnets/translations/pl';
import myCarnetsUk from '../features/my-carnets/translations/uk';
import trainersEn from '../features/trainers/translations/en';
import trainersPl from '../features/trainers/translations/pl';
import trainersUk from '../features/trainers/translations/uk';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The booking remote's namespace (`booking`) in all three languages, with the strings of the
 * carnet, classes and trainers pages and steps that load theirs on first use
 * (translations/page-parts.ts), for tests, the missing-key checks and tools. The routes module
 * must never import it: a page downloads one language at a time through `bookingTranslationLoaders`.
 */
export const bookingTranslations = {
  pl: { ...pl, carnet: carnetPl, carnets: carnetsPl, myCarnets: myCarnetsPl, classes: classesPl, trainers: trainersPl },
  en: { ...en, carnet: carnetEn, carnets: carnetsEn, myCarnets: myCarnetsEn, classes: classesEn, trainers: trainersEn },
  uk: { ...uk, carnet: carnetUk, carnets: carnetsUk, myCarnets: myCarnetsUk, classes: classesUk, trainers: trainersUk },
} as const satisfies Translations;
