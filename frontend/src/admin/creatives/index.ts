import ImageSearchIcon from '@mui/icons-material/ImageSearchOutlined';
import { ReviewAdCreativesPage } from './ReviewAdCreativesPage';

export { CREATIVES_RESOURCE } from './resource';

/**
 * Review Ad Creatives as a react-admin resource (react-admin demo style): its
 * list page holds the pending cards and the grid of all creatives.
 */
const creatives = {
  list: ReviewAdCreativesPage,
  icon: ImageSearchIcon,
  recordRepresentation: 'name',
};

export default creatives;
