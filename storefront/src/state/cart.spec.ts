import { installStorage, MemoryStorage } from '../test-support/memory-storage';
import {
  addToCart,
  cartCount,
  clearCart,
  getCart,
  reloadCartFromStorage,
  removeFromCart,
  setCartQuantity,
  type CartLine,
} from './cart';

const gin: CartLine = {
  itemNumber: 'G-750',
  name: 'Hendrick’s Gin',
  imageUrl: '/i/g.jpg',
  packSize: 1,
  packType: 'Bottle',
  size: '750 ml',
  price: 34.99,
  quantity: 1,
  salesTax: 7,
};
const beer: CartLine = {
  itemNumber: 'B-6',
  name: 'Lager',
  imageUrl: '/i/b.jpg',
  packSize: 6,
  packType: 'Pack',
  size: '355 ml',
  price: 9.49,
  quantity: 2,
  salesTax: 6,
};

describe('cart store (spec 3 Cart line, 4 Cart)', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = installStorage();
    reloadCartFromStorage();
  });

  it('adds lines, saves them under the local storage key cart and counts the sum of quantities', () => {
    addToCart(gin);
    addToCart(beer);
    expect(getCart().map((l) => l.itemNumber)).toEqual(['G-750', 'B-6']);
    expect(cartCount()).toBe(3);
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(2);
  });

  it('overwrites quantity, price, size and pack size when the itemNumber is already in the cart', () => {
    addToCart({ ...gin, quantity: 2 });
    addToCart({ ...gin, quantity: 5, price: 29.99, size: '1 L', packSize: 2, name: 'ignored name' });
    expect(getCart()).toHaveLength(1);
    expect(getCart()[0]).toMatchObject({ quantity: 5, price: 29.99, size: '1 L', packSize: 2, name: 'Hendrick’s Gin' });
    expect(cartCount()).toBe(5);
  });

  it('never lets the quantity go below 1, and remove deletes the line', () => {
    addToCart({ ...gin, quantity: 2 });
    setCartQuantity('G-750', 1);
    setCartQuantity('G-750', 0);
    setCartQuantity('G-750', -3);
    expect(getCart()[0].quantity).toBe(1);
    removeFromCart('G-750');
    expect(getCart()).toEqual([]);
    expect(JSON.parse(storage.getItem('cart')!)).toEqual([]);
  });

  it('reads the saved cart back after a reload and survives corrupt storage', () => {
    addToCart(beer);
    reloadCartFromStorage();
    expect(getCart()).toEqual([beer]);
    storage.setItem('cart', '{not json');
    reloadCartFromStorage();
    expect(getCart()).toEqual([]);
    storage.setItem('cart', JSON.stringify([{ foo: 1 }, beer]));
    reloadCartFromStorage();
    expect(getCart()).toEqual([beer]);
  });

  it('clears everything', () => {
    addToCart(gin);
    clearCart();
    expect(getCart()).toEqual([]);
    expect(cartCount()).toBe(0);
  });
});
