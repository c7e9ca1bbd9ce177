import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import EmailIcon from '@mui/icons-material/Email';
import InsightsIcon from '@mui/icons-material/Insights';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Card, CardContent, Fade, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BrandMark } from '../layout/BrandMark';
import { tokenStore } from '../lib/tokens';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';

type Mode = 'signin' | 'register' | 'forgot' | 'reset';

/** Mode switches fade in over 150 ms (spec part 1 §9). */
const MODE_FADE_MS = 150;

const HEADINGS: Record<Mode, { title: string; subtitle: string }> = {
  signin: { title: 'Welcome back', subtitle: 'Sign in to your LeadScope workspace.' },
  register: { title: 'Create your account', subtitle: 'Start finding and understanding your next customers.' },
  forgot: { title: 'Forgot your password?', subtitle: 'Enter your e-mail address and we will send you a reset link.' },
  reset: { title: 'Choose a new password', subtitle: 'Use at least 8 characters; mix cases, digits and symbols.' },
};

const FEATURES: { icon: ReactNode; text: string }[] = [
  { icon: <SearchIcon />, text: 'Search your lead database and the web from one query box' },
  { icon: <InsightsIcon />, text: 'Turn LinkedIn profiles into AI persona analyses' },
  { icon: <EmailIcon />, text: 'Write outreach e-mails tailored to each persona' },
  { icon: <AutoAwesomeIcon />, text: 'Generate landing pages from a prompt' },
];

function resetParams(search: string): { uid: string; token: string } | null {
  const params = new URLSearchParams(search);
  const uid = params.get('reset_uid');
  const token = params.get('reset_token');
  return uid && token ? { uid, token } : null;
}

const BrandPanel = () => (
  <Box
    sx={{
      display: { xs: 'none', md: 'flex' },
      flexDirection: 'column',
      justifyContent: 'space-between',
      p: 6,
      color: '#fff',
      background: 'radial-gradient(circle at 20% 10%, #6366f1 0%, #4f46e5 35%, #3b2a9b 100%)',
    }}
  >
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <BrandMark size={40} inverted />
      <Typography variant="h6" sx={{ fontWeight: 800 }}>
        LeadScope
      </Typography>
    </Stack>
    <Box sx={{ maxWidth: 440 }}>
      <Typography variant="h4" component="p" sx={{ mb: 2, lineHeight: 1.2 }}>
        Find the right leads and know them before you reach out.
      </Typography>
      <Stack spacing={1.75} sx={{ mt: 4 }}>
        {FEATURES.map(({ icon, text }) => (
          <Stack key={text} direction="row" spacing={1.5} sx={{ alignItems: 'center', opacity: 0.92 }}>
            <Box sx={{ display: 'flex', bgcolor: 'rgba(255,255,255,0.14)', borderRadius: 2, p: 0.75 }}>{icon}</Box>
            <Typography variant="body2">{text}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
    <Typography variant="caption" sx={{ opacity: 0.7 }}>
      Sales intelligence for teams that sell.
    </Typography>
  </Box>
);

/** The sign-in screen: sign in, create account, forgot password (request) and reset (from the mailed link). */
export const LoginPage = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const fromLink = resetParams(location.search);
  const [mode, setMode] = useState<Mode>(fromLink ? 'reset' : 'signin');
  const [reset, setReset] = useState(fromLink);

  // A reset link opened while the page is already showing switches to the confirm step.
  useEffect(() => {
    const params = resetParams(location.search);
    if (params) {
      setReset(params);
      setMode('reset');
    }
  }, [location.search]);

  // Someone already signed in who lands here without a reset link goes back to the workspace.
  useEffect(() => {
    if (!resetParams(location.search) && tokenStore.getAccess()) navigate('/', { replace: true });
  }, [location.search, navigate]);

  const backToSignIn = () => {
    setMode('signin');
    setReset(null);
    if (location.search) navigate('/login', { replace: true });
  };

  const heading = HEADINGS[mode];

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <BrandPanel />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, display: { md: 'none' } }}>
            <BrandMark />
            <Typography variant="h6" sx={{ fontWeight: 800 }}>
              LeadScope
            </Typography>
          </Stack>
          <Card elevation={0} sx={{ boxShadow: '0 10px 40px rgba(17, 24, 39, 0.08)' }}>
            <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
              {(mode === 'signin' || mode === 'register') && (
                <Tabs
                  value={mode}
                  onChange={(_, value: Mode) => setMode(value)}
                  variant="fullWidth"
                  sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
                  aria-label="Sign in or create an account"
                >
                  <Tab value="signin" label="Sign in" data-testid="mode-signin" />
                  <Tab value="register" label="Create account" data-testid="mode-register" />
                </Tabs>
              )}
              <Fade in key={mode} timeout={MODE_FADE_MS}>
                <Box data-testid={`auth-mode-${mode}`}>
                  <Typography variant="h5" component="h1">
                    {heading.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
                    {heading.subtitle}
                  </Typography>
                  {mode === 'signin' && <SignInForm onForgot={() => setMode('forgot')} />}
                  {mode === 'register' && <RegisterForm />}
                  {mode === 'forgot' && (
                    <ForgotPasswordForm
                      onToken={(uid, token) => {
                        setReset({ uid, token });
                        setMode('reset');
                      }}
                    />
                  )}
                  {mode === 'reset' && reset && (
                    <ResetPasswordForm uid={reset.uid} token={reset.token} onDone={backToSignIn} />
                  )}
                  {(mode === 'forgot' || mode === 'reset') && (
                    <Button
                      startIcon={<ArrowBackIcon />}
                      onClick={backToSignIn}
                      sx={{ mt: 2 }}
                      fullWidth
                      data-testid="back-to-signin"
                    >
                      Back to sign in
                    </Button>
                  )}
                </Box>
              </Fade>
              {mode === 'signin' && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
                  New to LeadScope?{' '}
                  <Link component="button" type="button" variant="body2" onClick={() => setMode('register')}>
                    Create an account
                  </Link>
                </Typography>
              )}
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
};
