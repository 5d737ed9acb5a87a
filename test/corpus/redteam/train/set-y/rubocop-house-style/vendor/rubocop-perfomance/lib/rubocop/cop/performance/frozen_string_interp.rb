# frozen_string_literal: true

module RuboCop
  module Cop
    module Performance
      # Flags `"#{x}".freeze` — interpolated strings are never deduplicated,
      # so `.freeze` is misleading. Use `-"#{x}"` or drop the freeze.
      class FrozenStringInterp < Base
        extend AutoCorrector
        MSG = "Interpolated string with `.freeze` is not deduplicated; use unary minus."

        def_node_matcher :interp_freeze?, "(send $dstr :freeze)"

        def on_send(node)
          interp_freeze?(node) do |dstr|
            add_offense(node) do |corrector|
              corrector.replace(node, "-#{dstr.source}")
            end
          end
        end
      end
    end
  end
end
