def _total(pc, name):
    return pc.Index(name).describe_index_stats().total_vector_count


def counts_match(pc, a, b, tolerance=0):
    """True when two indexes hold the same number of vectors (eventual
    consistency on serverless can lag a few seconds; callers may retry)."""
    return abs(_total(pc, a) - _total(pc, b)) <= tolerance
