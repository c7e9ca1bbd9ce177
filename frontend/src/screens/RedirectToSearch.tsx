import { Navigate } from 'react-router-dom';

/** '/' opens the default tab. */
export const RedirectToSearch = () => <Navigate to="/search" replace />;
