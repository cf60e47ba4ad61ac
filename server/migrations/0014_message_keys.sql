-- Idempotent sends (issue 46): the app queues a message written offline and may send it again
-- after a lost reply. It names each message with its own random key; the key is stored once per
-- thread, so a repeat returns the stored message instead of a second copy.
ALTER TABLE messages ADD COLUMN client_key text;
CREATE UNIQUE INDEX messages_client_key ON messages (thread_id, client_key)
  WHERE client_key IS NOT NULL;

-- A first message opens a thread: its key is kept as a hash (it proves the sender is the one who
-- wrote it), so a repeat opens the same thread and hands out a fresh buyer token for it.
ALTER TABLE message_threads ADD COLUMN start_key_hash text;
CREATE UNIQUE INDEX message_threads_start_key ON message_threads (vehicle_id, start_key_hash)
  WHERE start_key_hash IS NOT NULL;
