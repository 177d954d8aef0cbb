import { placeholderPage } from '../../components/section-placeholder';

export const DumpAccountPage = placeholderPage('dumpAccount');
