-- undo the matching up migration exactly
drop table if exists example;
