import type { ReactNode } from 'react';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ArticleIcon from '@mui/icons-material/Article';
import BrandingWatermarkIcon from '@mui/icons-material/BrandingWatermark';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import MailIcon from '@mui/icons-material/Mail';
import SearchIcon from '@mui/icons-material/Search';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { AdminMenuKey } from './admin-menu-context';

/** One icon per admin menu entry (kept apart so the menu rules in app/admin-menu.ts stay pure and testable). */
export const adminMenuIcons: Record<AdminMenuKey, ReactNode> = {
  companies: <ApartmentIcon />,
  dashboard: <DashboardIcon />,
  contents: <ArticleIcon />,
  contentsGroup: <FolderIcon />,
  contentsImport: <UploadFileIcon />,
  watermark: <BrandingWatermarkIcon />,
  // One icon for the search administration entries: each icon path costs the home page's
  // initial JS (its brotli budget) some 130 bytes, and the labels tell the entries apart.
  searchSettings: <SearchIcon />,
  searchResults: <SearchIcon />,
  hashtags: <SearchIcon />,
  searchTerms: <SearchIcon />,
  users: <PersonIcon />,
  userGroups: <GroupsIcon />,
  // The people entries share the person icon (each icon costs the home page's JS budget).
  userImport: <PersonIcon />,
  exceededSessions: <PersonIcon />,
  messages: <MailIcon />,
  customizeTemplate: <PaletteIcon />,
  subscription: <CardMembershipIcon />,
  coupon: <LocalOfferIcon />,
};
