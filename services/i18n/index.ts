/**
 * The one message catalogue of the server: the generic texts and every module's messages, loaded
 * once here, so that a route, a worker or a document finds every text without importing another
 * module for its side effects.
 */
import './messages/code-mappings.ts';
import './messages/order-file-results.ts';
import './messages/integrations.ts';
import './messages/live.ts';
import './messages/locations.ts';
import './messages/mails.ts';
import './messages/members.ts';
import './messages/order-files.ts';
import './messages/journey-codes.ts';
import './messages/reference.ts';
import './messages/sftp-keys.ts';
import './messages/shipments.ts';
import { addRegistrationMessages } from './messages/registration.ts';

addRegistrationMessages();

export {
  addMessages,
  hasMessage,
  LANGUAGES,
  type Language,
  negotiateLanguage,
  translate,
} from './catalogue.ts';
