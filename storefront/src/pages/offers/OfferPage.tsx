import { Link, useParams } from 'react-router-dom';

/** Spec 2.1 offers/{id}: the two texts. */
export default function OfferPage() {
  const { id = '' } = useParams();
  return (
    <div className="narrow">
      <h1 className="page-title">Offer Details</h1>
      <p>Showing offer for ID: {id}</p>
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
