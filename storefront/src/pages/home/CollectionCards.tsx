import { useNavigate } from 'react-router-dom';
import { saveSubCategories } from '../../state/sub-category';
import { COLLECTION } from './home-content';

/** "Our collection": a card per category, opening that category with it saved as the sub-category list. */
export function CollectionCards() {
  const navigate = useNavigate();
  return (
    <section className="section" aria-labelledby="collection-title">
      <h2 id="collection-title" className="section-title">
        Our collection
      </h2>
      <ul className="collection">
        {COLLECTION.map((card) => {
          const to = `/products/${encodeURIComponent(card.name)}/${encodeURIComponent(card.name)}`;
          return (
            <li key={card.name}>
              <a
                href={to}
                className="collection__card"
                style={{ backgroundColor: card.backgroundColor, color: card.color }}
                onClick={(e) => {
                  e.preventDefault();
                  saveSubCategories([card.name]); // spec 2.3: a one-item list under subCategory
                  navigate(to);
                }}
              >
                <img src={card.imagePath} alt="" width={96} height={120} />
                <span className="collection__name">{card.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
