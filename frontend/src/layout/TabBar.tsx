import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import PersonIcon from '@mui/icons-material/Person';
import SearchIcon from '@mui/icons-material/Search';
import StorageIcon from '@mui/icons-material/Storage';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WebIcon from '@mui/icons-material/Web';
import { Box, Container, Tab, Tabs } from '@mui/material';
import type { ReactElement } from 'react';
import { usePermissions } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { tabForPath, visibleTabs, type TabValue } from '../lib/tabs';
import type { Permission } from '../lib/user';

const ICONS: Record<TabValue, ReactElement> = {
  search: <SearchIcon fontSize="small" />,
  landing: <WebIcon fontSize="small" />,
  history: <HistoryIcon fontSize="small" />,
  'csv-persona': <GroupsIcon fontSize="small" />,
  profile: <PersonIcon fontSize="small" />,
  admin: <AdminPanelSettingsIcon fontSize="small" />,
  'csv-upload': <UploadFileIcon fontSize="small" />,
  'db-query': <StorageIcon fontSize="small" />,
};

/** One tab per route; admin tabs only for admins. */
export const TabBar = () => {
  const { permissions } = usePermissions<Permission>();
  const { pathname } = useLocation();
  const tabs = visibleTabs(permissions);
  const current = tabForPath(pathname);
  const value = current && tabs.includes(current) ? current.value : false;

  return (
    <Box
      component="nav"
      aria-label="Workspace"
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Tabs
          value={value}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Workspace tabs"
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.value}
              value={tab.value}
              label={tab.label}
              icon={ICONS[tab.value]}
              iconPosition="start"
              component={Link}
              to={tab.path}
              id={`tab-${tab.value}`}
              data-testid={`tab-${tab.value}`}
              data-admin={tab.adminOnly || undefined}
            />
          ))}
        </Tabs>
      </Container>
    </Box>
  );
};
