-- The subscription plans (one source for the billing tab and the pricing pages). Data, not seed:
-- databases seeded before plans had a table get them too. Monthly prices are the ones the billing
-- tab showed until now; the annual price is per month when billed yearly.
INSERT INTO plans (code, position, monthly_price, annual_monthly_price, popular, features) VALUES
  ('basic', 0, 0, 0, false, ARRAY['users1', 'projects3', 'storage1', 'supportCommunity']),
  ('team', 1, 29, 24, false, ARRAY['users10', 'projects20', 'storage50', 'supportEmail', 'sharedBoards']),
  ('company', 2, 49, 39, true, ARRAY['users50', 'projectsUnlimited', 'storage500', 'supportPriority', 'sharedBoards', 'roles']),
  ('enterprise', 3, 99, 79, false, ARRAY['usersUnlimited', 'projectsUnlimited', 'storageUnlimited', 'supportDedicated', 'sharedBoards', 'roles', 'sso'])
ON CONFLICT (code) DO NOTHING;
