import { placeholderPage } from '../../components/section-placeholder';

export const YourAccountPage = placeholderPage('yourAccount');
