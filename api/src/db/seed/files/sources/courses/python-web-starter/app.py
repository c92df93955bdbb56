"""Starter app for the Python Web Starter course."""
from flask import Flask, render_template

app = Flask(__name__)


@app.route("/")
def home():
    return "<h1>Hello, web!</h1>"


@app.route("/hello/<name>")
def hello(name):
    # The template escapes `name`, so a visitor cannot inject HTML.
    return render_template("hello.html", name=name)
