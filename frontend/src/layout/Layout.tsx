import { Box, Container } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { tabForPath } from '../lib/tabs';
import { Header } from './Header';
import { TabBar } from './TabBar';

class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <Box role="alert" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          Something went wrong on this screen. Reload the page to try again.
        </Box>
      );
    }
    return this.props.children;
  }
}

/** The workspace: header, tab bar, and the current tab's screen. */
export const AppLayout = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useLocation();

  useEffect(() => {
    const tab = tabForPath(pathname);
    document.title = tab ? `${tab.label} · LeadScope` : 'LeadScope';
  }, [pathname]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <TabBar />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, flex: 1 }}>
        <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>
      </Container>
    </Box>
  );
};
