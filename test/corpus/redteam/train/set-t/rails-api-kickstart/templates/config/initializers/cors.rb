# frozen_string_literal: true

Rails.application.config.middleware.insert_before 0, Rack::Cors do
  allow do
    origins(*ENV.fetch("CORS_ORIGINS", "").split(",").map(&:strip).reject(&:empty?))
    resource "*",
      headers: :any,
      methods: %i[get post put patch delete options head],
      expose: %w[Link X-Total-Count],
      max_age: 600
  end
end
