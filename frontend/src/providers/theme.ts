import { createTheme, type ThemeOptions } from '@mui/material/styles';

const FOCUS_RING = '#4338ca';

/**
 * The ScreenSpace look: indigo brand, calm slate neutrals, rounded outlined
 * surfaces and a clearly visible keyboard focus ring. Also given to react-admin.
 */
export const themeOptions: ThemeOptions = {
  palette: {
    mode: 'light',
    primary: { main: '#4338ca', light: '#6366f1', dark: '#3730a3', contrastText: '#ffffff' },
    secondary: { main: '#0f766e', contrastText: '#ffffff' },
    // Darker than MUI's orange: white text on it reaches 5:1 (WCAG AA); MUI's gives 3.1:1.
    warning: { main: '#b45309', light: '#f59e0b', dark: '#92400e', contrastText: '#ffffff' },
    background: { default: '#f6f7fb', paper: '#ffffff' },
    text: { primary: '#0f172a', secondary: '#475569' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 800, letterSpacing: '-0.02em', lineHeight: 1.15 },
    h2: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em', lineHeight: 1.2 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 700 },
    h5: { fontSize: '1rem', fontWeight: 700 },
    h6: { fontSize: '0.95rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
    overline: { fontWeight: 700, letterSpacing: '0.08em' },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        'a:focus-visible, [tabindex]:focus-visible': {
          outline: `3px solid ${FOCUS_RING}`,
          outlineOffset: 2,
        },
      },
    },
    MuiButtonBase: {
      styleOverrides: {
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 8 },
        sizeLarge: { padding: '10px 22px', fontSize: '1rem' },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 14, borderColor: '#e2e8f0' } },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiTab: {
      styleOverrides: {
        // Tabs clip their overflow: draw the focus ring inside the tab.
        root: { textTransform: 'none', fontWeight: 600, fontSize: '0.95rem', '&.Mui-focusVisible': { outlineOffset: -3 } },
      },
    },
    MuiAlert: {
      styleOverrides: { root: { borderRadius: 10 } },
    },
  },
};

export const theme = createTheme(themeOptions);
