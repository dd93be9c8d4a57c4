import { formatCampaignClose, runCampaignCloseBench } from '../campaign-close.ts';
const result = await runCampaignCloseBench();
console.log(formatCampaignClose(result));
console.log(JSON.stringify(result));
process.exit(result.met ? 0 : 1);
