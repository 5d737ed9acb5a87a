"""Generic sitemap spider: follows a sitemap and extracts common page fields."""
import json

from scrapy.spiders import SitemapSpider


class PageSitemapSpider(SitemapSpider):
    name = "sitemap"
    custom_settings = {"DOWNLOAD_DELAY": 1.0}

    def __init__(self, sitemap_url=None, follow=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if not sitemap_url:
            raise ValueError("pass -a sitemap_url=https://.../sitemap.xml")
        self.sitemap_urls = [sitemap_url]
        if follow:
            self.sitemap_follow = [follow]

    def parse(self, response):
        yield self.parse_item(response)

    def parse_item(self, response):
        ld = []
        for block in response.css('script[type="application/ld+json"]::text').getall():
            try:
                ld.append(json.loads(block))
            except ValueError:
                pass
        return {
            "url": response.url,
            "status": response.status,
            "title": response.css("title::text").get(default="").strip(),
            "h1": response.css("h1::text").get(default="").strip(),
            "description": response.css('meta[name="description"]::attr(content)').get(),
            "canonical": response.css('link[rel="canonical"]::attr(href)').get(),
            "json_ld": ld,
        }
