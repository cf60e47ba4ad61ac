-- Moderators mark a scam phrase to hold messages (or not): logged like every other decision.
ALTER TABLE moderation_log DROP CONSTRAINT IF EXISTS moderation_log_action_check;
ALTER TABLE moderation_log ADD CONSTRAINT moderation_log_action_check
  CHECK (action IN ('hide', 'restore', 'delete', 'dismiss', 'block_phone', 'unblock_phone',
    'approve', 'reject', 'add_phrase', 'remove_phrase', 'release_message', 'remove_message',
    'block_sender', 'dismiss_thread', 'hold_phrase', 'unhold_phrase'));
