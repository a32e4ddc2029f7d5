-- Earlier seeds described the address and affiliate permissions as 'Create a address', 'Read a affiliate' and so
-- on. Only those exact seeded texts on their own routes are corrected; a description an operator wrote stays.
UPDATE permissions SET description = regexp_replace(description, ' a (address|affiliate)$', ' an \1')
WHERE endpoint IN ('/v1/address', '/v1/address/:id', '/v1/afilliate', '/v1/afilliate/:id')
  AND description IN (
    'Create a address', 'Read a address', 'Update a address', 'Delete a address',
    'Create a affiliate', 'Read a affiliate', 'Update a affiliate', 'Delete a affiliate'
  );
