import type { ProductView } from '@domain/api/catalogue';

/** The rows of the Details list a product has a value for (0 and blanks are left out). */
function detailRows(product: ProductView): [string, string | number][] {
  const location = [product.subRegion1, product.subRegion2].filter(Boolean).join(', ');
  const vintage = product.itemVintage || product.vintage;
  const details: [string, string | number | null | undefined][] = [
    ['Product Rating', product.specialRating],
    ['ABV', product.abv ? `${product.abv}%` : null],
    ['Vintage', vintage],
    ['Varietal', product.typeOfGrape],
    ['Location', location],
  ];
  return details.filter(
    (row): row is [string, string | number] =>
      row[1] !== null && row[1] !== undefined && String(row[1]).trim() !== '' && String(row[1]) !== '0',
  );
}

/** Under the buy box: the description with tasting notes, then the details list. */
export function ProductAbout({ product }: { product: ProductView }) {
  const shown = detailRows(product);
  return (
    <>
      <section className="product__section" aria-labelledby="desc-title">
        <h2 id="desc-title">Description</h2>
        {product.brand && <p className="product__brand">{product.brand}</p>}
        {product.primaryDesc && <p>{product.primaryDesc}</p>}
        {product.tastingOtherNotes && (
          <>
            <h3>Tasting Notes</h3>
            <p>{product.tastingOtherNotes}</p>
          </>
        )}
      </section>

      {shown.length > 0 && (
        <section className="product__section" aria-labelledby="details-title">
          <h2 id="details-title">Details</h2>
          <dl className="details">
            {shown.map(([label, value]) => (
              <div key={label} className="details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
