# frozen_string_literal: true

require 'fileutils'
require 'date'

module Journal
  class Store
    def initialize(root)
      @root = root
    end

    def write(body, project: nil, tags: [], outcome: nil)
      now = DateTime.now
      dir = File.join(@root, now.strftime('%Y'), now.strftime('%m'))
      FileUtils.mkdir_p(dir)
      slug = (project || File.basename(Dir.pwd)).downcase.gsub(/[^a-z0-9]+/, '-')
      path = File.join(dir, "#{now.strftime('%Y-%m-%d-%H%M')}-#{slug}.md")
      front = +"---\n"
      front << "project: #{slug}\n"
      front << "tags: [#{tags.join(', ')}]\n"
      front << "outcome: #{outcome}\n" if outcome
      front << "date: #{now.iso8601}\n---\n\n"
      File.write(path, front + body)
      path
    end

    def each_entry
      Dir.glob(File.join(@root, '**', '*.md')).sort.each do |p|
        yield p, File.read(p)
      end
    end
  end
end
