import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  return (
    <div className="narrow">
      <h1 className="page-title">Page not found</h1>
      <p>We could not find that page.</p>
      <p>
        <Link to="/">Continue Shopping</Link>
      </p>
    </div>
  );
}
