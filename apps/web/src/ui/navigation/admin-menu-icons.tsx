import type { ReactNode } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DevicesIcon from '@mui/icons-material/Devices';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TagIcon from '@mui/icons-material/Tag';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { AdminMenuKey } from './admin-menu-context';

/**
 * One icon per admin menu entry, each its own: the narrow menu shows icons only. They load with
 * the admin layout, not with the readers' pages (kept apart so app/admin-menu.ts stays pure).
 */
export const adminMenuIcons: Record<AdminMenuKey, ReactNode> = {
  companies: <ApartmentIcon />,
  dashboard: <DashboardIcon />,
  contents: <ArticleIcon />,
  contentsGroup: <FolderIcon />,
  contentsImport: <UploadFileIcon />,
  uploadedFiles: <SummarizeIcon />,
  watermark: <BrandingWatermarkIcon />,
  searchSettings: <ManageSearchIcon />,
  searchResults: <ViewListIcon />,
  hashtags: <TagIcon />,
  searchTerms: <QueryStatsIcon />,
  users: <PersonIcon />,
  userGroups: <GroupsIcon />,
  userImport: <PersonAddIcon />,
  exceededSessions: <DevicesIcon />,
  messages: <MailIcon />,
  customizeTemplate: <PaletteIcon />,
  subscription: <CardMembershipIcon />,
  coupon: <LocalOfferIcon />,
};
