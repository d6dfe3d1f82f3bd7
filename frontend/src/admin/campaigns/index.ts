import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import { CampaignList } from './CampaignList';

export { CAMPAIGNS_RESOURCE } from './resource';

/** Campaigns as a react-admin resource: one list, actions per row (docs/campaigns.md). */
const campaigns = { list: CampaignList, icon: CampaignIcon };

export default campaigns;
