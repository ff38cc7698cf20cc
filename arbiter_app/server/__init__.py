"""The venue server (issue #39): one laptop serves its tournament to the venue network."""
