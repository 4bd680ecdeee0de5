import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogin } from 'react-admin';
import { useLocation } from 'react-router-dom';

const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | null {
  return !email || !EMAIL.test(email) || email.length > 254 ? 'Please enter a valid email.' : null;
}
export function passwordError(password: string): string | null {
  return !password || password.length < 6 ? 'Password must be at least 6 characters.' : null;
}

/**
 * The admin-area login screen (spec 2.5, 5): email and password, messages once touched, Login
 * disabled while invalid. After success: super-admin/inventory-page when the previous URL contained
 * 'super', otherwise admin/dashboard (or the page that sent the user here).
 */
export function LoginScreen() {
  const login = useLogin();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isSuper = window.location.pathname.includes('super');
  const eErr = emailError(email.trim());
  const pErr = passwordError(password);
  const next = (location.state as { nextPathname?: string } | null)?.nextPathname;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (eErr || pErr) return;
    setBusy(true);
    setError(null);
    try {
      const home = isSuper ? '/super-admin/inventory-page' : '/admin/dashboard';
      await login({ email: email.trim(), password }, next && !next.endsWith('/login') ? next : home);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Username or password is incorrect');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: '#f4efe9', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h1" variant="h5">
            {isSuper ? 'Super-admin sign in' : 'Store admin sign in'}
          </Typography>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, email: true }))}
            error={touched.email && !!eErr}
            helperText={touched.email && eErr ? eErr : ' '}
            required
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((t) => ({ ...t, password: true }))}
            error={touched.password && !!pErr}
            helperText={touched.password && pErr ? pErr : ' '}
            required
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={!!eErr || !!pErr || busy}>
            Login
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
