import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BackIcon } from './Icons';

export interface Crumb {
  label: string;
  /** Absent for the current page (the last crumb). */
  to?: string;
}

/**
 * Spec 2.9 / 2.1 policy pages: a back arrow (one page back) and the current path. With crumbs
 * (the product page) the path is shown as breadcrumbs, e.g. Home / Wine / Merlot / name.
 */
export function BackHeader({ crumbs }: { crumbs?: Crumb[] }) {
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
      {crumbs ? (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {crumbs.map((c, i) => (
              <li key={`${i}-${c.label}`}>
                {c.to ? <Link to={c.to}>{c.label}</Link> : <span aria-current="page">{c.label}</span>}
              </li>
            ))}
          </ol>
        </nav>
      ) : (
        <span className="back-header__path">{decodeURIComponent(pathname)}</span>
      )}
    </div>
  );
}
