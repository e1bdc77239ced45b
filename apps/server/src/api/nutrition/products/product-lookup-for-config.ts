import type { Config } from '../../../config.js';
import type { AppDatabase } from '../../../db/database.js';
import { productVersion } from '../../../version.js';
import { OffClient } from './off-client.js';
import { productLookupService, type ProductLookupService } from './product-lookup.js';

/**
 * The server's product lookups: Open Food Facts at OFF_BASE_URL, named in every request as their
 * terms ask ("AppName/Version (ContactEmail)": the product, its version and SUPPORT_EMAIL).
 */
export function productLookupForConfig(
  config: Config,
  database: AppDatabase,
): ProductLookupService {
  const client = new OffClient({
    baseUrl: config.openFoodFacts.baseUrl,
    userAgent: `Ascend/${productVersion} (${config.mail.supportEmail})`,
  });
  return productLookupService(database, client, {
    enabled: config.openFoodFacts.enabled,
    baseUrl: config.openFoodFacts.baseUrl,
  });
}
