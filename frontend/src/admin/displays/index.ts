import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { DisplayShow } from './DisplayShow';
import { ReviewDisplaysPage } from './ReviewDisplaysPage';

export { DISPLAYS_RESOURCE } from './resource';

/**
 * Review Displays as a react-admin resource (react-admin demo style): its list
 * page holds the pending cards and the grid of all displays; a row opens the
 * display's page, where it can be reviewed again.
 */
const displays = {
  list: ReviewDisplaysPage,
  show: DisplayShow,
  icon: FactCheckIcon,
  recordRepresentation: 'name',
};

export default displays;
