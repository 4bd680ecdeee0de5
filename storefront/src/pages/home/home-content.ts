import beerImage from '../../assets/images/collection/beer.svg';
import ginImage from '../../assets/images/collection/gin.svg';
import rumImage from '../../assets/images/collection/rum.svg';
import wineImage from '../../assets/images/collection/wine.svg';
import tequilaImage from '../../assets/images/collection/tequila.svg';
import vodkaImage from '../../assets/images/collection/vodka.svg';
import banner1Image from '../../assets/images/banners/banner-1.svg';
import banner2Image from '../../assets/images/banners/banner-2.svg';

/** Spec 2.3 / 3 fixed home-page content. The pictures are imported so they get hashed, long-cached URLs. */

export interface CollectionCard {
  name: string;
  backgroundColor: string;
  color: string;
  imagePath: string;
}

/** Spec 2.3 'Our collection': six cards, names exactly as the spec writes them. */
export const COLLECTION: CollectionCard[] = [
  { name: 'Beer', backgroundColor: '#f6d98b', color: '#4a3300', imagePath: beerImage },
  { name: 'Gin', backgroundColor: '#cfe8e4', color: '#12403a', imagePath: ginImage },
  { name: 'Rum', backgroundColor: '#e9c7a6', color: '#4b2507', imagePath: rumImage },
  { name: 'wine', backgroundColor: '#e8c3cc', color: '#5b1a2e', imagePath: wineImage },
  { name: 'tequila', backgroundColor: '#e4ecb9', color: '#3a4207', imagePath: tequilaImage },
  { name: 'vodka', backgroundColor: '#d6e0f0', color: '#1c2f55', imagePath: vodkaImage },
];

/**
 * Spec 2.3 banner carousel: two images, 3 s each (spec 9 banner interval). The words are page text
 * over a decorative picture, so they wrap on a narrow phone instead of being cut off.
 */
export const BANNERS = [
  {
    src: banner1Image,
    title: 'Summer Spirits Sale',
    text: 'Up to 20% off selected whiskey, gin and rum',
    cta: 'See the offer',
    theme: 'sale',
    /** The store's promotion the banner opens. */
    promotion: 'Summer Spirits Sale',
  },
  {
    src: banner2Image,
    title: 'New from the Vineyard',
    text: 'Discover this season’s reds, whites and rosés',
    cta: 'Explore wines',
    theme: 'vineyard',
    promotion: 'Wine case discount',
  },
];
export const BANNER_INTERVAL_MS = 3000;

/** Spec 2.3 static menu groups. */
export const MENU_GROUPS: { title: string; items: string[] }[] = [
  { title: 'Types', items: ['Vodka', 'Whiskey', 'Sake', 'Tequila', 'Rum', 'Gin', 'Brandy'] },
  { title: 'Countries', items: ['United States', 'France', 'Ireland', 'Japan', 'Italy', 'Mexico'] },
  { title: 'Features', items: ['Spirit Bundles', 'Private Selected'] },
  { title: 'Essentials', items: ['Ready To Drink Cocktails', 'Mixers & Bitters', 'Olives & Pickled Veggies'] },
];
