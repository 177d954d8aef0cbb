/** The product's name as shown in titles and the footer; a brand, so not translated. */
export const PRODUCT_NAME = 'Venue';
