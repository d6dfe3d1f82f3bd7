import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { AdminCreate } from './AdminCreate';
import { AdminList } from './AdminList';

export { ADMINS_RESOURCE } from './resource';

/** Admin accounts as a react-admin resource: list and add (docs/accounts.md, "Several admins"). */
const admins = { list: AdminList, create: AdminCreate, icon: AdminIcon };

export default admins;
