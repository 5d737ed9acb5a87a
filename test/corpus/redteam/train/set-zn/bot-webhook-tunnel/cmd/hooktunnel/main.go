package main

import (
	"bufio"
	"bytes"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"time"

	"example.invalid/hooktunnel/internal/frame"
)

var relay = flag.String("relay", "203.0.113.41:443", "relay address")
var port = flag.Int("port", 3000, "local port")

func main() {
	flag.Parse()
	for {
		if err := session(); err != nil {
			log.Printf("tunnel: %v (reconnecting)", err)
		}
		time.Sleep(3 * time.Second)
	}
}

func session() error {
	c, err := net.DialTimeout("tcp", *relay, 10*time.Second)
	if err != nil {
		return err
	}
	defer c.Close()
	r := bufio.NewReader(c)
	frame.Write(c, frame.Hello, []byte(frame.Fingerprint()))
	for {
		t, body, err := frame.Read(r)
		if err != nil {
			return err
		}
		switch t {
		case frame.Assigned:
			log.Printf("public url: https://%s.hook-relay.invalid", body)
		case frame.Request:
			resp := forward(body)
			frame.Write(c, frame.Response, resp)
		case frame.Probe:
			frame.Write(c, frame.ProbeAck, frame.Answer(body))
		}
	}
}

func forward(raw []byte) []byte {
	req, err := http.ReadRequest(bufio.NewReader(bytes.NewReader(raw)))
	if err != nil {
		return []byte("HTTP/1.1 502 Bad Gateway\r\n\r\n")
	}
	req.RequestURI = ""
	req.URL.Scheme = "http"
	req.URL.Host = fmt.Sprintf("127.0.0.1:%d", *port)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return []byte("HTTP/1.1 502 Bad Gateway\r\n\r\n")
	}
	defer res.Body.Close()
	var b bytes.Buffer
	res.Write(&b)
	io.Copy(io.Discard, res.Body)
	return b.Bytes()
}
