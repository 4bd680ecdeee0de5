/** Spec 2.3 / 3 fixed home-page content. */

export interface CollectionCard {
  name: string;
  backgroundColor: string;
  color: string;
  imagePath: string;
}

/** Spec 2.3 'Our collection': six cards, names exactly as the spec writes them. */
export const COLLECTION: CollectionCard[] = [
  { name: 'Beer', backgroundColor: '#f6d98b', color: '#4a3300', imagePath: '/images/collection/beer.svg' },
  { name: 'Gin', backgroundColor: '#cfe8e4', color: '#12403a', imagePath: '/images/collection/gin.svg' },
  { name: 'Rum', backgroundColor: '#e9c7a6', color: '#4b2507', imagePath: '/images/collection/rum.svg' },
  { name: 'wine', backgroundColor: '#e8c3cc', color: '#5b1a2e', imagePath: '/images/collection/wine.svg' },
  { name: 'tequila', backgroundColor: '#e4ecb9', color: '#3a4207', imagePath: '/images/collection/tequila.svg' },
  { name: 'vodka', backgroundColor: '#d6e0f0', color: '#1c2f55', imagePath: '/images/collection/vodka.svg' },
];

/** Spec 2.3 banner carousel: two images, 3 s each (spec 9 banner interval). */
export const BANNERS = [
  { src: '/images/banners/banner-1.svg', alt: 'Summer spirits sale: up to 20% off selected bottles' },
  { src: '/images/banners/banner-2.svg', alt: 'New arrivals from the vineyard: discover this season’s wines' },
];
export const BANNER_INTERVAL_MS = 3000;

/** Spec 2.3 static menu groups. */
export const MENU_GROUPS: { title: string; items: string[] }[] = [
  { title: 'Types', items: ['Vodka', 'Whiskey', 'Sake', 'Tequila', 'Rum', 'Gin', 'Brandy'] },
  { title: 'Countries', items: ['United States', 'France', 'Ireland', 'Japan', 'Italy', 'Mexico'] },
  { title: 'Features', items: ['Spirit Bundles', 'Private Selected'] },
  { title: 'Essentials', items: ['Ready To Drink Cocktails', 'Mixers & Bitters', 'Olives & Pickled Veggies'] },
];
