import { useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from './Icons';

/** Spec 2.9 / 2.1 policy pages: a back arrow (one page back) and the current path. */
export function BackHeader() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="back-header">
      <button
        type="button"
        className="icon-btn"
        aria-label="Go back"
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        <BackIcon />
      </button>
      <span className="back-header__path">{decodeURIComponent(pathname)}</span>
    </div>
  );
}
