import { Link } from 'react-router-dom';

/** Spec 2.1 signin-signup: social buttons (they do nothing, per spec) and Create account. */
export default function SigninSignupPage() {
  return (
    <div className="auth">
      <div className="auth__card">
        <h1 className="page-title">Sign in or sign up</h1>
        <button type="button" className="btn btn--outline btn--block social">
          Continue with Google
        </button>
        <button type="button" className="btn btn--outline btn--block social">
          Continue with Apple
        </button>
        <Link to="/register" className="btn btn--primary btn--block">
          Create account
        </Link>
        <p className="auth__links">
          <span>
            Already have an account? <Link to="/login">Login</Link>
          </span>
        </p>
      </div>
    </div>
  );
}
