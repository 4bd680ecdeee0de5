import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../state/session';

/** The profile popup's My Details: the signed-in customer's record. */
export default function MyDetailsPage() {
  const session = useSession();
  if (!session.signedIn) return <Navigate to="/login" replace />;
  const c = session.customer;
  const rows: [string, string | undefined][] = c
    ? [
        ['Name', `${c.firstName} ${c.lastName}`.trim()],
        ['Email', c.emailAddress],
        ['Phone', c.phoneNumber],
        ['Address', [c.addressLine1, c.addressLine2].filter(Boolean).join(', ')],
        ['City', c.city],
        ['State', c.state],
        ['Zip Code', c.zipCode],
        ['Country', c.country],
      ]
    : [['Email', session.user?.email]];
  return (
    <div className="narrow">
      <h1 className="page-title">My Details</h1>
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label} className="details__row">
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link to="/order-history">Order History</Link>
      </p>
    </div>
  );
}
