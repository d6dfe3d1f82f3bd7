import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { BrandLogo } from '../../components/BrandLogo';
import { useHydrated } from '../../hooks/useHydrated';
import { LOGIN_PATH, REGISTER_PATH } from '../../navigation/paths';
import { TAGLINE } from './copy';
import { AdminLoginForm } from './auth/AdminLoginForm';
import { AuthBrandPanel } from './auth/AuthBrandPanel';
import { ForgotPasswordForm } from './auth/ForgotPasswordForm';
import { LoginForm } from './auth/LoginForm';
import { RegisterForm } from './auth/RegisterForm';
import { useAuthActions } from './auth/useAuthActions';

type AuthTab = 'login' | 'register';

/**
 * /login and /register (docs/product-rules.md §12): one screen with Login and Register tabs (the
 * tab follows the URL), "Forgot password?" on the Login tab (docs/notifications.md) and an "Admin Access"
 * toggle for the administrator.
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: AuthTab = pathname.toLowerCase().startsWith(REGISTER_PATH) ? 'register' : 'login';
  const [adminMode, setAdminMode] = useState(false);
  const [forgotPassword, setForgotPassword] = useState(false);
  const forgotButton = useRef<HTMLButtonElement>(null);
  // Back from the reset form: focus returns to the button that opened it, once it is drawn again.
  const backToLogin = () => {
    setForgotPassword(false);
    requestAnimationFrame(() => forgotButton.current?.focus());
  };
  const actions = useAuthActions();
  // The screen arrives prerendered: its controls wait for the script, or a form would be sent as a plain GET.
  const hydrated = useHydrated();

  const selectTab = (next: AuthTab) => navigate(next === 'register' ? REGISTER_PATH : LOGIN_PATH, { replace: true });

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, bgcolor: 'background.default' }}>
      <AuthBrandPanel />
      <Box
        component="main"
        id="main-content"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
      >
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
            <Link component={RouterLink} to="/" underline="none" aria-label="ScreenSpace home" sx={{ display: { md: 'none' } }}>
              <BrandLogo />
            </Link>
            <Button
              component={RouterLink}
              to="/"
              size="small"
              color="inherit"
              startIcon={<ArrowBackIcon />}
              sx={{ ml: 'auto', color: 'text.secondary' }}
            >
              Back to home
            </Button>
          </Box>
          {/* The brand panel (with the tagline) is hidden below md: phones keep the tagline here. */}
          <Typography component="p" sx={{ display: { md: 'none' }, fontSize: '1.25rem', fontWeight: 800, lineHeight: 1.25, mb: 2 }}>
            {TAGLINE}
          </Typography>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 4 }}>
            <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
              {adminMode ? 'Administrator sign in' : 'Welcome to ScreenSpace'}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
              {adminMode ? 'Enter the access code to open the back office.' : 'Sign in to your account or create a new one.'}
            </Typography>
            <Box component="fieldset" disabled={!hydrated} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
              {adminMode ? (
                <AdminLoginForm onSubmit={actions.loginAsAdmin} pending={actions.pending} />
              ) : (
                <>
                  <Tabs
                    value={tab}
                    onChange={(_event, next: AuthTab) => selectTab(next)}
                    variant="fullWidth"
                    aria-label="Login or register"
                    sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Tab label="Login" value="login" id="auth-tab-login" aria-controls={tab === 'login' ? 'auth-panel-login' : undefined} />
                    <Tab
                      label="Register"
                      value="register"
                      id="auth-tab-register"
                      aria-controls={tab === 'register' ? 'auth-panel-register' : undefined}
                    />
                  </Tabs>
                  <Box role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
                    {tab === 'login' && forgotPassword && <ForgotPasswordForm onBack={backToLogin} />}
                    {tab === 'login' && !forgotPassword && (
                      <>
                        <LoginForm onSubmit={actions.login} pending={actions.pending} />
                        <Button ref={forgotButton} variant="text" size="small" onClick={() => setForgotPassword(true)} sx={{ mt: 1.5 }}>
                          Forgot password?
                        </Button>
                      </>
                    )}
                    {tab === 'register' && <RegisterForm onSubmit={actions.register} pending={actions.pending} />}
                  </Box>
                </>
              )}
            </Box>
            <Divider sx={{ my: 3 }} />
            <Button
              variant="text"
              fullWidth
              color="inherit"
              startIcon={adminMode ? <ArrowBackIcon /> : <AdminPanelSettingsIcon />}
              onClick={() => setAdminMode((mode) => !mode)}
              // Prerendered: a click before the script has loaded would do nothing.
              disabled={!hydrated}
              sx={{ color: 'text.secondary' }}
            >
              {adminMode ? 'Back to User Login' : 'Admin Access'}
            </Button>
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
