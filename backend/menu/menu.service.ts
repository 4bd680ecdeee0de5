import { Injectable } from '@nestjs/common';
import type { MenuCategory } from '../domain/api/catalogue';
import { MENU_TAXONOMY } from '../domain/catalogue';
import { CatalogueService } from '../catalogue/catalogue.service';
import { CatalogueSnapshot } from '../catalogue/catalogue-snapshot';
import type { StoreContext } from '../tenants/store-context';

const rank = (order: string[], value: string) => {
  const i = order.findIndex((o) => o.toLowerCase() === value.toLowerCase());
  return i === -1 ? Number.MAX_SAFE_INTEGER : i;
};

/** Builds the menu (spec 7 GET /MenuItem/GetMenuCategory) from what the store actually sells. */
export function buildMenu(snap: CatalogueSnapshot): MenuCategory[] {
  const tree = new Map<string, Map<string, Set<string>>>();
  for (const p of snap.products) {
    const { mainCategory, group, subCategory } = p.content;
    if (!mainCategory || !subCategory) continue;
    let groups = tree.get(mainCategory);
    if (!groups) tree.set(mainCategory, (groups = new Map()));
    const g = group || subCategory;
    let items = groups.get(g);
    if (!items) groups.set(g, (items = new Set()));
    items.add(subCategory);
  }
  const categoryOrder = MENU_TAXONOMY.map((c) => c.name);
  const byName = (a: string, b: string) => a.localeCompare(b);
  return [...tree.entries()]
    .sort(([a], [b]) => rank(categoryOrder, a) - rank(categoryOrder, b) || byName(a, b))
    .map(([name, groups]) => {
      const def = MENU_TAXONOMY.find((c) => c.name.toLowerCase() === name.toLowerCase());
      const groupOrder = def?.groups.map((g) => g.name) ?? [];
      return {
        name,
        subCategories: [...groups.entries()]
          .sort(([a], [b]) => rank(groupOrder, a) - rank(groupOrder, b) || byName(a, b))
          .map(([group, items]) => {
            const itemOrder = def?.groups.find((g) => g.name.toLowerCase() === group.toLowerCase())?.items ?? [];
            return {
              name: group,
              items: [...items].sort((a, b) => rank(itemOrder, a) - rank(itemOrder, b) || byName(a, b)),
            };
          }),
      };
    });
}

@Injectable()
export class MenuService {
  private readonly memo = new WeakMap<CatalogueSnapshot, MenuCategory[]>();

  constructor(private readonly catalogue: CatalogueService) {}

  async menu(ctx: StoreContext): Promise<MenuCategory[]> {
    const snap = await this.catalogue.snapshot(ctx.store);
    let menu = this.memo.get(snap);
    if (!menu) this.memo.set(snap, (menu = buildMenu(snap)));
    return menu;
  }
}
