import { Link, Navigate } from 'react-router-dom';
import { setPreviousUrl, useSession } from '../../state/session';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import { SavedAddresses } from './SavedAddresses';
import './my-details.css';

/** The profile popup's My Details: edit details, change password, saved addresses. */
export default function MyDetailsPage() {
  const session = useSession();
  if (!session.signedIn) {
    setPreviousUrl('/my-details');
    return <Navigate to="/login" replace />;
  }
  const c = session.customer;
  return (
    <div className="my-details">
      <h1 className="page-title">My Details</h1>
      {c ? (
        <ProfileForm key={c.id} customer={c} />
      ) : (
        <p className="status">We could not load your customer record. Please log out and in again.</p>
      )}
      <SavedAddresses />
      <PasswordForm />
      <p>
        <Link to="/order-history">Order History</Link>
      </p>
    </div>
  );
}
