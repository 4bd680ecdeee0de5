import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * The back-office theme (both shells). Breakpoints: spec 9's mobile layout applies at 1024 px or less, and
 * react-admin switches to its mobile sidebar below 'sm', so 'sm' starts at 1025 px.
 */
export const backofficeTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { xs: 0, sm: 1025, md: 1280, lg: 1440, xl: 1920 } },
  palette: {
    primary: { main: '#6d1a36' },
    secondary: { main: '#3b4d3a' },
    background: { default: '#f6f3f0' },
  },
  shape: { borderRadius: 8 },
  components: {
    ...defaultTheme.components,
    // No list pushes the page sideways from 1024 px up: the list shares the row with the
    // menu and any filter card, so it may shrink; its toolbar and pager wrap instead of overflowing.
    RaList: {
      styleOverrides: {
        root: {
          '& .RaList-main': { minWidth: 0 },
          '@media (min-width: 1025px)': { '& .RaList-actions': { flexWrap: 'wrap' } },
          '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end' },
        },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: { '&.RaMenuItemLink-active': { fontWeight: 600, borderLeft: '3px solid #6d1a36' } },
      },
    },
  },
};
