import { Link } from 'react-router-dom';
import { clearSubCategories } from '../../state/sub-category';
import { MENU_GROUPS } from './home-content';

/** "Shop by": the home page's lists of searches by group. */
export function MenuGroups() {
  return (
    <nav className="section menu-groups" aria-label="Shop by">
      {MENU_GROUPS.map((group) => (
        <div key={group.title} className="menu-groups__col">
          <h2 className="menu-groups__title">{group.title}</h2>
          <ul>
            {group.items.map((item) => (
              <li key={item}>
                {/* Like the search box: goes to products/{text} and forgets the saved sub-categories. */}
                <Link to={`/products/${encodeURIComponent(item)}`} onClick={clearSubCategories}>
                  {item}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
